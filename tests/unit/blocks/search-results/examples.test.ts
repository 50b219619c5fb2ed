import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { searchResultsExamples } from '../../../../src/blocks/search-results/examples';
import { searchResultsBlock } from '../../../../src/blocks/search-results/schema';
import { en } from '../../../../src/i18n/messages/en';
import { describeExamples, EXAMPLE_PAGE, type ExampleOf } from '../../support/blockExamples';
import { expectLink, islandProps } from '../../support/pageQueries';
import { parseInSite, realSite, writtenSettings } from '../../support/realSite';

/** The menu's dropdown groups as pages.yaml writes them: what the page lists before anything is searched. */
const menuSections = () =>
  writtenSettings.menu.entries.flatMap((entry) => ('items' in entry ? [{ label: entry.label, items: entry.items.map(({ label, to }) => ({ label, to })) }] : []));

/**
 * Before any script runs, the page is a plain form that searches by its address (so it works
 * without JavaScript), with nothing searched yet: how to search, the menu's sections to start from,
 * and what the search leaves out.
 */
function showsTheSearchPage(view: HTMLElement, example: ExampleOf<'search-results'>) {
  // Each text as the editor wrote it, or the site's own in English where the example leaves it out.
  const written = parseInSite(realSite(), () => searchResultsBlock.parse(example));
  const { page } = en.search;
  const label = written.label ?? page.label;
  const help = written.help ?? page.help;
  const sectionsHeading = written.sectionsHeading ?? page.sectionsHeading;
  const notSearched = { text: written.notSearched.text ?? page.notSearched, label: written.notSearched.label ?? page.notSearchedLink, to: written.notSearched.to };

  const landmark = view.querySelector('search');
  expect(landmark, 'a search landmark').not.toBeNull();
  const box = within(landmark!).getByRole('searchbox', { name: label });
  const form = box.closest('form')!;
  expect(landmark!.contains(form)).toBe(true);
  // Without script, the form sends the query to the page it is on, which reads it once awake.
  expect(form.getAttribute('action')).toBe(EXAMPLE_PAGE.path);
  expect(form.getAttribute('method')).toBe('get');
  expect(box.getAttribute('name')).toBe('q');
  const kind = within(form).getByRole('combobox', { name: 'Kind' });
  expect(within(kind).getAllByRole('option').map((option) => option.textContent)).toEqual(['All kinds']);
  expect(within(form).getByRole('button', { name: 'Search' }).getAttribute('type')).toBe('submit');

  expect(within(view).getByRole('status').textContent).toBe('');
  expect(within(view).getByText(help).tagName).toBe('P');
  expect(within(view).getByRole('heading', { level: 2, name: sectionsHeading })).toBeTruthy();

  const sections = menuSections();
  expect(sections.length, 'the menu has dropdown groups to list').toBeGreaterThan(0);
  expect(islandProps(view)).toMatchObject({ sections, pagePath: EXAMPLE_PAGE.path });
  for (const section of sections) {
    const group = within(view).getByRole('heading', { level: 3, name: section.label }).closest('li')!;
    const links = within(group).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(section.items.map((item) => [item.label, item.to]));
  }

  const line = within(view).getByText(notSearched.text, { exact: false });
  expect(line.textContent).toBe(`${notSearched.text} ${notSearched.label}`);
  expectLink(line, notSearched.label, notSearched.to);
}

describeExamples(searchResultsExamples, {
  default: showsTheSearchPage,
  worded: showsTheSearchPage,
});
