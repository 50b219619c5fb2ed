import { atOnceInFirstScreen, defineIsland } from '../define';
import { searchListLinkedData } from './linkedData';
import { searchListBlock } from './schema';
import { searchListExample } from './example';

export const searchList = defineIsland(searchListBlock, {
  example: searchListExample,
  hydrate: atOnceInFirstScreen,
  props: ({ block, firstView }) => ({ block, firstView }),
  load: () => import('./SearchList.client').then((module) => module.SearchList),
  linkedData: searchListLinkedData,
});
