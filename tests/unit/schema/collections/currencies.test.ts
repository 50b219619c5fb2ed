import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectionFileSchema } from '../../../../src/schema/collections';
import { withValidationContext, type ValidationContext } from '../../../../src/schema/context';

/** The messages of parsing `items` as the named collection, with the currencies USD and GBP declared. */
function messagesOf(name: 'currencies' | 'pricing', items: unknown): string[] {
  const context: ValidationContext = {
    collections: new Map([['currencies', new Map([['USD', {}], ['GBP', {}]])]]),
    fileExists: () => true,
    readText: () => undefined,
  };
  const result = withValidationContext(context, () => collectionFileSchema(name).safeParse(items));
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('currencies', () => {
  const currency = (id: string) => ({ id, label: id, symbol: '¤', name: 'money' });

  it('take ISO 4217 codes, with the label the page shows as content', () => {
    expect(messagesOf('currencies', [currency('GBP'), { ...currency('EUR'), label: 'EURO' }])).toEqual([]);
  });

  it('refuse a code that is not ISO 4217', () => {
    expect(messagesOf('currencies', [currency('UK')])).toEqual(['0.id: expected an ISO 4217 currency code of three capital letters, such as "GBP", "EUR" or "PKR"']);
    expect(messagesOf('currencies', [currency('EUX')])).toEqual(['0.id: expected an ISO 4217 currency code, such as "GBP", "EUR" or "PKR"']);
  });

  it('name a code with a letter too many, before or after, once, by its shape', () => {
    const shape = '0.id: expected an ISO 4217 currency code of three capital letters, such as "GBP", "EUR" or "PKR"';
    expect(messagesOf('currencies', [currency('EURO')])).toEqual([shape]);
    expect(messagesOf('currencies', [currency('XGBP')])).toEqual([shape]);
  });

  describe('where the runtime lists no ISO 4217 codes', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('take any three capital letters', () => {
      vi.stubGlobal('Intl', Object.create(Intl, { supportedValuesOf: { value: undefined } }));
      expect(messagesOf('currencies', [currency('EUX')])).toEqual([]);
      expect(messagesOf('currencies', [currency('UK')])).toEqual(['0.id: expected an ISO 4217 currency code of three capital letters, such as "GBP", "EUR" or "PKR"']);
    });
  });
});

describe('fee plan prices', () => {
  const plan = (prices: Record<string, number>) => [{ id: 'four', label: '4 Classes', classes: 4, prices }];

  it('are keyed by the codes of content/currencies.yaml, one price in each', () => {
    expect(messagesOf('pricing', plan({ USD: 35, GBP: 25 }))).toEqual([]);
  });

  it('name an unknown code and a missing price', () => {
    expect(messagesOf('pricing', plan({ USD: 35, UK: 25 }))).toEqual([
      '0.prices.UK: no currency "UK" in content/currencies.yaml (its codes: USD, GBP)',
      '0.prices: missing the price in GBP, a currency of content/currencies.yaml',
    ]);
  });
});
