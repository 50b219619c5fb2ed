/**
 * The currencies a plan is priced in, in the order the currency switch lists them (SPEC.md
 * section 9). Kept free of zod: the pricing block imports it in the browser.
 */
export const currencies = ['USD', 'CAD', 'UK', 'AUD', 'EURO'] as const;
export type Currency = (typeof currencies)[number];
