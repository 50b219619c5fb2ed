import { formatPkr } from '../../schema/price';

/** One product of an order: a cart line, or a single product bought straight from its card. */
export interface OrderLine {
  readonly name: string;
  readonly price: number;
  readonly quantity: number;
}

const ORDER_GREETING = 'Assalamu alaikum, I would like to order:';

export const lineTotal = (line: OrderLine) => line.price * line.quantity;

export const orderTotal = (lines: readonly OrderLine[]) => lines.reduce((sum, line) => sum + lineTotal(line), 0);

/**
 * The order as the chat message the shop sends: one line per item with its
 * name, price × quantity and line total, then the total in Pkr.
 */
export function orderMessage(lines: readonly OrderLine[]): string {
  const items = lines.map((line) => `${line.name} - ${formatPkr(line.price)} x ${line.quantity} = ${formatPkr(lineTotal(line))}`);
  return [ORDER_GREETING, ...items, `Total: ${formatPkr(orderTotal(lines))}`].join('\n');
}
