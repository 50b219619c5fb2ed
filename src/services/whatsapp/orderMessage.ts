import { fill } from '../../i18n/format';

/** One product of an order: a cart line, or a single product bought straight from its card. */
export interface OrderLine {
  readonly name: string;
  readonly price: number;
  readonly quantity: number;
}

/**
 * How an order is written out, in the page's language: its first line, each product's line (`{name}`,
 * `{price}`, `{quantity}`, `{total}`), the total's (`{amount}`), and a price in rupees (`{amount}`).
 */
export interface OrderWording {
  readonly greeting: string;
  readonly line: string;
  readonly total: string;
  readonly rupees: string;
}

export const lineTotal = (line: OrderLine) => line.price * line.quantity;

export const orderTotal = (lines: readonly OrderLine[]) => lines.reduce((sum, line) => sum + lineTotal(line), 0);

/**
 * The order as the chat message the shop sends: one line per item with its name, price × quantity
 * and line total, then the total in rupees. Amounts are written as plain numbers, as a chat message
 * carries them.
 */
export function orderMessage(lines: readonly OrderLine[], wording: OrderWording): string {
  const rupees = (amount: number) => fill(wording.rupees, { amount });
  const items = lines.map((line) => fill(wording.line, { name: line.name, price: rupees(line.price), quantity: line.quantity, total: rupees(lineTotal(line)) }));
  return [wording.greeting, ...items, fill(wording.total, { amount: rupees(orderTotal(lines)) })].join('\n');
}
