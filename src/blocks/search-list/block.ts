import { atOnceInFirstScreen, defineIsland } from '../define';
import { searchListLinkedData } from './linkedData';
import { searchListBlock, searchListExample } from './schema';

export const searchList = defineIsland(searchListBlock, {
  example: searchListExample,
  hydrate: atOnceInFirstScreen,
  props: ({ block, firstView }) => ({ block, firstView }),
  load: () => import('./SearchList.client').then((module) => module.SearchList),
  linkedData: searchListLinkedData,
});
