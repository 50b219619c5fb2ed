import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { proseExamples } from '../../../../src/blocks/prose/examples';
import { describeExamples } from '../../support/blockExamples';
import { markdownHeadings, markdownLinks, quotedText } from '../../support/contentTexts';
import { expectLink } from '../../support/pageQueries';

describeExamples(proseExamples, {
  default: (view, { heading }) => {
    expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(heading);
    expect(within(view).getByText('one to one').tagName).toBe('STRONG');
    expectLink(view, 'Ask us', '/contact');
    expect(within(view).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Qualified teachers', 'Flexible times']);
  },

  fromFile: (view, { markdown }) => {
    // The file's own headings, at their own levels, and its links, with the settings it quotes filled in.
    const text = quotedText(markdown.file);
    expect(within(view).getAllByRole('heading').map((heading) => [Number(heading.tagName.slice(1)), heading.textContent])).toEqual(markdownHeadings(text));
    for (const [label, href] of markdownLinks(text)) expectLink(view, label, href);
    expect(view.textContent).not.toContain('{{');
  },
});
