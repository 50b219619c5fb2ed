import { z } from 'zod';
import { text } from '../primitives';

/** The ISO 4217 codes this runtime knows (Node lists them); none where it lists none. */
const knownCodes = (): readonly string[] => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : []);

const threeCapitals = /^[A-Z]{3}$/;

/** Three capital letters, and one of the runtime's ISO 4217 codes where it lists them. */
const isoCode = z
  .string()
  .regex(threeCapitals, 'expected an ISO 4217 currency code of three capital letters, such as "GBP", "EUR" or "PKR"')
  .refine(
    (code) => {
      // A code of another shape has its own error.
      if (!threeCapitals.test(code)) return true;
      const known = knownCodes();
      return known.length === 0 || known.includes(code);
    },
    { message: 'expected an ISO 4217 currency code, such as "GBP", "EUR" or "PKR"' },
  );

/**
 * A currency the fee plans are priced in. The code is the standard one; what the page writes
 * (its label, symbol and spoken name) is content, so a label may stay as visitors know it ("UK").
 */
export const currencySchema = z.strictObject({
  id: isoCode.meta({ description: 'The ISO 4217 code, such as "GBP"; the plans\' prices are keyed by it' }),
  label: text.meta({ description: 'The name on the currency switch and the table, such as "UK"' }),
  symbol: text.meta({ description: 'Written before the amount, such as "£"' }),
  name: text.meta({ description: 'The spoken name for screen readers, such as "pounds sterling"' }),
});
