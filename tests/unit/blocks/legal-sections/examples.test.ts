import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { legalSectionsExamples } from '../../../../src/blocks/legal-sections/examples';
import { describeExamples } from '../../support/blockExamples';
import { markdownHeadings, markdownLinks, quotedText } from '../../support/contentTexts';
import { expectLink } from '../../support/pageQueries';

/** The sections' headings, numbered in order. */
const numbered = (titles: readonly string[]) => titles.map((title, index) => `${index + 1}. ${title}`);

describeExamples(legalSectionsExamples, {
  default: (view, { updated }) => {
    expect(within(view).getByText(updated)).toBeTruthy();
    expect(within(view).getByText('This policy explains what we collect.')).toBeTruthy();
    expect(within(view).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(numbered(['Information We Collect', 'Contact Us']));
    expectLink(view, 'contact page', '/contact');
  },

  privacyPolicy: (view, { markdown }) => {
    // The file's "## " headings, numbered, its links, and the site settings it quotes, filled in.
    const text = quotedText(markdown.file);
    expect(within(view).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(numbered(markdownHeadings(text).map(([, title]) => title)));
    for (const [label, href] of markdownLinks(text)) expectLink(view, label, href);
    expect(view.textContent).not.toContain('{{');
  },
});
