// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { formatPrice } from '../../../../src/blocks/pricing/formatPrice';
import { Pricing } from '../../../../src/blocks/pricing/Pricing.client';
import { pricingBlock, type PricingBlock } from '../../../../src/blocks/pricing/schema';
import { collectionFileSchema } from '../../../../src/schema/collections';
import { en } from '../../../../src/i18n/messages/en';
import { readLocaleFormats } from '../../../../src/i18n/readLocaleFormats';
import { englishLocale, urduFormats } from '../../support/locale';

/** The element whose whole text is `text`, even when it spans several inner elements. */
const byWholeText = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text);

/** The fee plans as the academy publishes them, its UK and EURO columns under their ISO 4217 codes. */
const specFeePlans = [
  { classes: 4, USD: 35, CAD: 35, GBP: 25, AUD: 35, EUR: 25 },
  { classes: 8, USD: 40, CAD: 40, GBP: 28, AUD: 40, EUR: 28 },
  { classes: 12, USD: 45, CAD: 45, GBP: 30, AUD: 45, EUR: 30 },
  { classes: 20, USD: 60, CAD: 60, GBP: 45, AUD: 60, EUR: 45 },
];

/**
 * Every currency as the Fee Structure page offers it, in the order of its switch: the label shown, the
 * name read out, and the monthly fee of each plan (4, 8, 12 and 20 classes) as the page writes it.
 */
const feesByCurrency = [
  { label: 'USD', name: 'US dollars', fees: ['$35.00', '$40.00', '$45.00', '$60.00'] },
  { label: 'CAD', name: 'Canadian dollars', fees: ['C$35.00', 'C$40.00', 'C$45.00', 'C$60.00'] },
  { label: 'UK', name: 'pounds sterling', fees: ['£25.00', '£28.00', '£30.00', '£45.00'] },
  { label: 'AUD', name: 'Australian dollars', fees: ['A$35.00', 'A$40.00', 'A$45.00', 'A$60.00'] },
  { label: 'EURO', name: 'euros', fees: ['€25.00', '€28.00', '€30.00', '€45.00'] },
];

/*
 * The files are parsed on a test's first call rather than as this file loads, so that mutation
 * testing can tell which tests run the collection schemas: code run while a file loads counts as
 * covered by every test.
 */
const pricingPlans = () => collectionFileSchema('pricing').parse(parse(readFileSync('content/pricing.yaml', 'utf8')));
const currencies = () => collectionFileSchema('currencies').parse(parse(readFileSync('content/currencies.yaml', 'utf8')));

/** The Fee Structure page's block: every plan, every currency, and its button. */
const feeStructure = (): PricingBlock => ({
  ...pricingBlock.parse({ type: 'pricing', plans: 'all', action: { label: 'Get Admission', to: '/contact' } }),
  plans: pricingPlans(),
  currencies: currencies(),
});

afterEach(() => {
  cleanup();
});

describe('fee structure', () => {
  it('writes prices with the currency symbol and two decimals', () => {
    expect(formatPrice(35, '$', englishLocale.formats)).toBe('$35.00');
    expect(formatPrice(28, '£', englishLocale.formats)).toBe('£28.00');
    expect(formatPrice(45.5, '€', englishLocale.formats)).toBe('€45.50');
  });

  it('writes them in Urdu with the same Latin digits, grouped as the locale groups thousands', () => {
    expect(formatPrice(35, '$', urduFormats)).toBe('$35.00');
    expect(formatPrice(1250, 'C$', englishLocale.formats)).toBe('C$1,250.00');
    expect(formatPrice(1250, 'C$', urduFormats)).toBe('C$1,250.00');
  });

  it('writes them in the digits and separators of a locale that has its own', () => {
    expect(formatPrice(1250.5, '$', readLocaleFormats('ar-EG'))).toBe('$١٬٢٥٠٫٥٠');
  });

  it('holds exactly the published fee plans in content/pricing.yaml', () => {
    expect(pricingPlans().map(({ classes, prices }) => ({ classes, ...prices }))).toEqual(specFeePlans);
  });

  it('keeps the labels the page has always shown for the ISO codes GBP and EUR', () => {
    expect(currencies().map((currency) => [currency.id, currency.label])).toEqual([['USD', 'USD'], ['CAD', 'CAD'], ['GBP', 'UK'], ['AUD', 'AUD'], ['EUR', 'EURO']]);
  });

  it('renders the plans in USD first and switches currency from the radio group', () => {
    render(<Pricing block={feeStructure()} text={en.shop.pricing} formats={englishLocale.formats} direction={englishLocale.direction} />);
    expect(screen.getByText(byWholeText('$35.00 only/month'))).toBeTruthy();
    expect(screen.getByText(byWholeText('$40.00 only/month'))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Admission' }).getAttribute('href')).toBe('/contact');
    fireEvent.click(screen.getByRole('radio', { name: /^UK/ }));
    expect(screen.getByText(byWholeText('£28.00 only/month'))).toBeTruthy();
    expect(screen.queryByText(byWholeText('$40.00 only/month'))).toBeNull();
    // The table keeps every currency, whatever is chosen.
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(table).getByRole('row', { name: /^8 / }).textContent).toBe('8$40.00C$40.00£28.00A$40.00€28.00');
  });
});

describe('the fee structure in another language', () => {
  it("draws the amount where the language's sentence puts it, and names the chosen currency in it", () => {
    const text = { ...en.shop.pricing, pricePerMonth: 'only {price} a month', pricesShownIn: 'in {currency} now' };
    render(<Pricing block={feeStructure()} text={text} formats={urduFormats} direction="rtl" />);
    const price = screen.getAllByText(byWholeText('only $35.00 a month'))[0]!;
    expect(price.querySelector('span')?.textContent).toBe('$35.00');
    expect(screen.getByText('in US dollars now')).toBeTruthy();
  });
});

describe('the fee structure on a page written right to left', () => {
  it('marks the currencies\' Latin names and each price English, whole, so each reads in an English voice and runs left to right', () => {
    const { container } = render(<Pricing block={feeStructure()} text={en.shop.pricing} formats={urduFormats} direction="rtl" />);
    const marked = [...container.querySelectorAll('[lang="en"][dir="ltr"]')].map((element) => element.textContent);
    // On the switch and over the table's columns.
    expect(marked.filter((text) => text === 'CAD')).toHaveLength(2);
    expect(marked).toEqual(expect.arrayContaining(['USD', 'UK', 'AUD', 'EURO', '$35.00', 'C$40.00', 'A$60.00', '€45.00']));
    // The amount inside the plan's sentence too.
    expect(screen.getAllByText('$35.00')[0]!.closest('[lang="en"]')).not.toBeNull();
  });

  it('marks nothing on a page written left to right', () => {
    const { container } = render(<Pricing block={feeStructure()} text={en.shop.pricing} formats={englishLocale.formats} direction={englishLocale.direction} />);
    expect(container.querySelectorAll('[lang]')).toHaveLength(0);
  });
});

describe('every currency of the fee structure', () => {
  const planLabels = ['4 Classes', '8 Classes', '12 Classes', '20 Classes'];

  it('is on the switch, in this order, each named for screen readers', () => {
    render(<Pricing block={feeStructure()} text={en.shop.pricing} formats={englishLocale.formats} direction={englishLocale.direction} />);
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(feesByCurrency.map(({ label, name }) => `${label} (${name})`));
  });

  it.each(feesByCurrency)('$label: chosen, shows every plan in it and says so; the table still holds every plan in every currency', ({ label, name, fees }) => {
    render(<Pricing block={feeStructure()} text={en.shop.pricing} formats={englishLocale.formats} direction={englishLocale.direction} />);
    const radio = (currency: string) => screen.getByRole<HTMLInputElement>('radio', { name: new RegExp(`^${currency}\\W`) });
    // Away from it first, so that choosing it is what changes the page (the first currency is chosen already).
    fireEvent.click(radio(feesByCurrency.find((currency) => currency.label !== label)!.label));
    fireEvent.click(radio(label));

    expect(radio(label).checked).toBe(true);
    const cards = screen.getAllByRole('listitem').filter((item) => item.querySelector('h2'));
    expect(cards.map((card) => [card.querySelector('h2')?.textContent, card.querySelector('h2 ~ p:last-child')?.textContent])).toEqual(
      planLabels.map((plan, index) => [plan, `${fees[index]} only/month`]),
    );
    expect(screen.getByText(/^Prices shown in /).textContent).toBe(`Prices shown in ${name}`);

    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Classes', ...feesByCurrency.map((currency) => currency.label)],
      ...[4, 8, 12, 20].map((classes, plan) => [String(classes), ...feesByCurrency.map((currency) => currency.fees[plan])]),
    ]);
  });
});
