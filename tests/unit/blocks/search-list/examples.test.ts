import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { searchListExamples } from '../../../../src/blocks/search-list/examples';
import { describeExamples, type ExampleOf } from '../../support/blockExamples';
import { expectLink } from '../../support/pageQueries';
import { contentFile } from '../../support/realSite';

/** The items of the example's list: all of its collection's file, in order, unless it names some. */
function itemsOf<T extends { id: string }>(all: readonly T[], picked: 'all' | readonly string[] = 'all'): readonly T[] {
  return picked === 'all' ? all : picked.map((id) => all.find((item) => item.id === id)!);
}

/** The search box, a count of every item as matching, each item titled one level under the block's heading, and the button. */
function showsTheList(view: HTMLElement, { heading, list, searchLabel, placeholder, countNoun, noResults, action }: ExampleOf<'search-list'>) {
  const titleLevel = heading ? 3 : 2;
  if (heading) expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(heading);
  expect(within(view).getByRole('searchbox', { name: searchLabel }).getAttribute('placeholder')).toBe(placeholder ?? `${searchLabel}...`);
  const cards = within(view).getAllByRole('article');
  const counted = (total: number) => {
    expect(within(view).getByRole('status').textContent).toBe(`${total} of ${total} ${countNoun}`);
    expect(cards).toHaveLength(total);
  };

  switch (list.collection) {
    case 'podcasts': {
      const podcasts = itemsOf(contentFile('podcasts'), list.items);
      counted(podcasts.length);
      podcasts.forEach((podcast, index) => {
        const card = cards[index]!;
        expect(within(card).getByRole('heading', { level: titleLevel }).textContent).toBe(podcast.title);
        expect(within(card).getByText(podcast.category)).toBeTruthy();
        expect(within(card).getByText(podcast.description)).toBeTruthy();
        expect(within(card).getByRole('button', { name: `Play: ${podcast.title}` })).toBeTruthy();
      });
      break;
    }
    case 'qa': {
      const questions = itemsOf(contentFile('qa'), list.items);
      counted(questions.length);
      questions.forEach((question, index) => {
        const card = cards[index]!;
        expect(within(card).getByRole('heading', { level: titleLevel }).textContent).toBe(question.question);
        expect(within(card).getByText(question.category)).toBeTruthy();
        expect(within(card).getByText(question.answer)).toBeTruthy();
      });
      break;
    }
    case 'faq': {
      const questions = itemsOf(contentFile('faq'), list.items);
      counted(questions.length);
      questions.forEach((question, index) => {
        const card = cards[index]!;
        expect(within(card).getAllByRole('paragraph').map((line) => line.textContent)).toEqual([question.answer]);
        expect(within(card).getByRole('heading', { level: titleLevel }).textContent).toBe(question.question);
      });
      break;
    }
  }
  // Every item matches the empty search, so the message for no match is not shown.
  expect(within(view).queryByText(noResults)).toBeNull();
  if (action) expectLink(view, action.label, action.to);
  else expect(within(view).queryByRole('link')).toBeNull();
}

describeExamples(searchListExamples, {
  default: showsTheList,
  questions: showsTheList,
  faq: showsTheList,
});
