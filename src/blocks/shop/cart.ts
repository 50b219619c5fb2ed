import type { Product } from '../../schema/collections/products';
import { orderTotal } from '../../services/whatsapp';

/** A cart line: the product's fields plus its quantity. */
interface CartLine extends Product {
  readonly quantity: number;
}

export type Cart = readonly CartLine[];

/** What the cart's own controls do to one of its lines. */
export type LineAction = { readonly type: 'increase' | 'decrease' | 'remove'; readonly id: string };

export type CartAction = { readonly type: 'add'; readonly product: Product } | LineAction;

const changeQuantity = (cart: Cart, id: string, by: number): Cart =>
  cart.map((line) => (line.id === id ? { ...line, quantity: Math.max(1, line.quantity + by) } : line));

/**
 * The cart lives in the page only: nothing is stored or sent until the visitor orders. Adding a product already in the cart raises
 * its quantity; lowering stops at 1, and Remove is the way to take a line out.
 */
export function cartReducer(cart: Cart, action: CartAction): Cart {
  switch (action.type) {
    case 'add':
      return cart.some((line) => line.id === action.product.id)
        ? changeQuantity(cart, action.product.id, 1)
        : [...cart, { ...action.product, quantity: 1 }];
    case 'increase':
      return changeQuantity(cart, action.id, 1);
    case 'decrease':
      return changeQuantity(cart, action.id, -1);
    case 'remove':
      return cart.filter((line) => line.id !== action.id);
  }
}

export const cartTotal = (cart: Cart) => orderTotal(cart);

export const quantityOf = (cart: Cart, id: string) => cart.find((line) => line.id === id)?.quantity ?? 0;
