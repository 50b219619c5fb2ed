import { atOnceInFirstScreen, defineIsland } from '../define';
import { searchListBlock, searchListExample } from './schema';

export const searchList = defineIsland(searchListBlock, {
  example: searchListExample,
  hydrate: atOnceInFirstScreen,
  props: ({ block }) => ({ block }),
  load: () => import('./SearchList.client').then((module) => module.SearchList),
});
