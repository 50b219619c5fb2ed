import { atOnceInFirstScreen, defineIsland } from '../define';
import { searchListLinkedData } from './linkedData';
import { searchListBlock } from './schema';
import { searchListExamples } from './examples';

export const searchList = defineIsland(searchListBlock, {
  examples: searchListExamples,
  hydrate: atOnceInFirstScreen,
  props: ({ block, firstView, locale }) => ({ block, firstView, text: locale.messages.blocks.searchList, formats: locale.formats }),
  load: () => import('./SearchList.client').then((module) => module.SearchList),
  linkedData: searchListLinkedData,
  // Questions are answered in two lists (the scholars' answers and the FAQ): one kind for both.
  searchKind: ({ list }) => (list.collection === 'podcasts' ? 'podcasts' : 'questions'),
});
