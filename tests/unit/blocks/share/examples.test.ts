import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { shareExamples } from '../../../../src/blocks/share/examples';
import { describeExamples } from '../../support/blockExamples';
import { islandProps } from '../../support/pageQueries';

/** Before any script runs: the button with its words, an empty status line beside it, and the page's title among the island's props. */
function showsTheButton(label: string) {
  return (view: HTMLElement) => {
    expect(within(view).getByRole('button', { name: label }).getAttribute('type')).toBe('button');
    expect(within(view).getByRole('status').textContent).toBe('');
    expect(islandProps(view)).toMatchObject({ title: 'Example page' });
  };
}

describeExamples(shareExamples, {
  default: showsTheButton('Share this ayah'),
  plain: showsTheButton('Share this page'),
});
