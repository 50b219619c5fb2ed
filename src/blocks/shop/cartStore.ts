import { useSyncExternalStore } from 'react';
import { cartReducer, type Cart, type CartAction } from './cart';

const EMPTY: Cart = [];

/**
 * The page's one cart. Islands are separate React roots, so state they share cannot live in any of
 * them: every shop block on the page (and anything else that shows the cart) reads and changes
 * this store, and sees the others' changes.
 */
export function createCartStore() {
  let cart: Cart = EMPTY;
  const listeners = new Set<() => void>();
  return {
    current: (): Cart => cart,
    dispatch: (action: CartAction): void => {
      cart = cartReducer(cart, action);
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const cartStore = createCartStore();

/** The cart, re-rendering on every change; empty in the prerendered HTML. */
export function useCart(): Cart {
  return useSyncExternalStore(cartStore.subscribe, cartStore.current, () => EMPTY);
}
