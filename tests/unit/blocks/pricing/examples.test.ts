import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { pricingExamples } from '../../../../src/blocks/pricing/examples';
import { describeExamples, type ExampleOf } from '../../support/blockExamples';
import { expectLink, itemsOfFirstList } from '../../support/pageQueries';
import { contentFile } from '../../support/realSite';

/** The fee plans' prices: the currency's symbol, then the amount with two decimals ("$35.00"). */
const fee = (amount: number, symbol: string) => `${symbol}${amount.toFixed(2)}`;

/** What the block's table is headed when the example does not say. */
const DEFAULT_TABLE_HEADING = 'All fees at a glance';

/**
 * The plans and currencies the example picks, in its order (all of each, in the files' order,
 * unless it names some): a switch with the first currency chosen, each plan's monthly fee in it,
 * what every plan includes, the button, and every plan in every currency in the table.
 */
function showsThePlans(view: HTMLElement, example: ExampleOf<'pricing'>) {
  const { heading, includes = [], action, tableHeading = DEFAULT_TABLE_HEADING } = example;
  const allPlans = contentFile('pricing');
  const allCurrencies = contentFile('currencies');
  const plans = example.plans === 'all' ? allPlans : example.plans.map((id) => allPlans.find((plan) => plan.id === id)!);
  const currencies = example.currencies === undefined || example.currencies === 'all' ? allCurrencies : example.currencies.map((id) => allCurrencies.find((currency) => currency.id === id)!);
  const first = currencies[0]!;
  const titleLevel = heading ? 3 : 2;
  if (heading) expect(within(view).getAllByRole('heading', { level: 2 }).map((title) => title.textContent)).toEqual([heading]);
  const radios = within(view).getAllByRole('radio');
  expect(radios.map((radio) => radio.closest('label')!.textContent)).toEqual(currencies.map((currency) => `${currency.label} (${currency.name})`));
  expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual(currencies.map((currency) => currency === first));

  const cards = itemsOfFirstList(view);
  expect(cards).toHaveLength(plans.length);
  plans.forEach((plan, index) => {
    expect(within(cards[index]!).getByRole('heading', { level: titleLevel }).textContent).toBe(plan.label);
    expect(cards[index]!.textContent).toContain(`${fee(plan.prices[first.id]!, first.symbol)} only/month`);
  });
  for (const item of includes) expect(within(view).getByText(item)).toBeTruthy();
  if (!includes.length) expect(within(view).queryByText('Every plan includes')).toBeNull();
  expectLink(view, action.label, action.to);

  expect(within(view).getAllByRole('heading', { level: titleLevel }).at(-1)!.textContent).toBe(tableHeading);
  const table = within(within(view).getByRole('region', { name: tableHeading })).getByRole('table');
  const [head, ...rows] = within(table).getAllByRole('row');
  expect(within(head!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Classes', ...currencies.map((currency) => currency.label)]);
  expect(rows.map((row) => [within(row).getByRole('rowheader').textContent, ...within(row).getAllByRole('cell').map((cell) => cell.textContent)])).toEqual(
    plans.map((plan) => [String(plan.classes), ...currencies.map((currency) => fee(plan.prices[currency.id]!, currency.symbol))]),
  );
}

describeExamples(pricingExamples, {
  default: showsThePlans,
  poundsFirst: showsThePlans,
});
