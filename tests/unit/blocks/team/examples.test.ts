import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { teamExamples } from '../../../../src/blocks/team/examples';
import { describeExamples, type ExampleOf } from '../../support/blockExamples';
import { itemsOfFirstList } from '../../support/pageQueries';
import { contentFile } from '../../support/realSite';

/** Each member the example picks from content/team.yaml, named one level under the block's heading, with their designation. */
function showsTheMembers(view: HTMLElement, { heading, members: picked }: ExampleOf<'team'>) {
  const all = contentFile('team');
  const members = picked === 'all' ? all : picked.map((id) => all.find((member) => member.id === id)!);
  if (heading) expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(heading);
  const items = itemsOfFirstList(view);
  expect(items).toHaveLength(members.length);
  members.forEach((member, index) => {
    expect(within(items[index]!).getByRole('heading', { level: heading ? 3 : 2 }).textContent).toBe(member.name);
    expect(within(items[index]!).getByText(member.designation)).toBeTruthy();
  });
}

describeExamples(teamExamples, {
  default: showsTheMembers,
  chosenMembers: showsTheMembers,
});
