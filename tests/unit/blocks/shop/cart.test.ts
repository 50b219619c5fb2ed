import { describe, expect, it } from 'vitest';
import { cartReducer, cartTotal, quantityOf, type Cart } from '../../../../src/blocks/shop/cart';
import { createCartStore } from '../../../../src/blocks/shop/cartStore';
import type { Product } from '../../../../src/schema/collections/products';
import { en } from '../../../../src/i18n/messages/en';
import { chatLink, orderLink, orderMessage } from '../../../../src/services/whatsapp';
import { urduGroup } from '../../support/urdu';

const product = (id: string, name: string, price: number): Product => ({
  id,
  name,
  description: `${name} description`,
  price,
  image: { src: `/images/shop/${id}.svg`, alt: name, width: 400, height: 300 },
  to: `/${id}`,
});

const ring = product('silver-ring', 'Silver Ring', 100);
const stones = product('healing-stones', 'Healing Stones', 30);
const alam = product('alam-e-abbas', 'Alam-e-Abbas', 120);

const run = (...actions: Parameters<typeof cartReducer>[1][]): Cart => actions.reduce<Cart>(cartReducer, []);

describe('the cart', () => {
  it('adds a product with quantity 1', () => {
    const cart = run({ type: 'add', product: ring });
    expect(cart).toEqual([{ ...ring, quantity: 1 }]);
    expect(cartTotal(cart)).toBe(100);
  });

  it('raises the quantity when the same product is added again, keeping one line', () => {
    const cart = run({ type: 'add', product: ring }, { type: 'add', product: ring });
    expect(cart).toHaveLength(1);
    expect(quantityOf(cart, 'silver-ring')).toBe(2);
    expect(cartTotal(cart)).toBe(200);
  });

  it('keeps lines in the order they were first added', () => {
    const cart = run({ type: 'add', product: stones }, { type: 'add', product: ring }, { type: 'add', product: stones });
    expect(cart.map((line) => [line.name, line.quantity])).toEqual([
      ['Healing Stones', 2],
      ['Silver Ring', 1],
    ]);
    expect(cartTotal(cart)).toBe(160);
  });

  it('raises and lowers a quantity, never below 1', () => {
    const cart = run({ type: 'add', product: ring }, { type: 'increase', id: 'silver-ring' }, { type: 'increase', id: 'silver-ring' });
    expect(quantityOf(cart, 'silver-ring')).toBe(3);
    const lowered = run({ type: 'add', product: ring }, { type: 'increase', id: 'silver-ring' }, { type: 'decrease', id: 'silver-ring' });
    expect(quantityOf(lowered, 'silver-ring')).toBe(1);
    expect(cartReducer(lowered, { type: 'decrease', id: 'silver-ring' })).toEqual([{ ...ring, quantity: 1 }]);
  });

  it('removes a line and leaves the others', () => {
    const cart = run({ type: 'add', product: ring }, { type: 'add', product: alam }, { type: 'add', product: ring }, { type: 'remove', id: 'silver-ring' });
    expect(cart).toEqual([{ ...alam, quantity: 1 }]);
    expect(cartTotal(cart)).toBe(120);
    expect(cartReducer(cart, { type: 'remove', id: 'alam-e-abbas' })).toEqual([]);
    expect(cartTotal([])).toBe(0);
  });

  it("shows each product's own quantity on its card, and none for a product not in the cart", () => {
    const cart = run({ type: 'add', product: stones }, { type: 'add', product: ring }, { type: 'add', product: ring }, { type: 'add', product: ring });
    expect(quantityOf(cart, 'healing-stones')).toBe(1);
    expect(quantityOf(cart, 'silver-ring')).toBe(3);
    expect(quantityOf(cart, 'alam-e-abbas')).toBe(0);
    expect(quantityOf([], 'silver-ring')).toBe(0);
  });

  it('ignores a change to a product that is not in the cart', () => {
    const cart = run({ type: 'add', product: ring });
    expect(cartReducer(cart, { type: 'increase', id: 'alam-e-abbas' })).toEqual(cart);
    expect(cartReducer(cart, { type: 'remove', id: 'alam-e-abbas' })).toEqual(cart);
  });
});

describe('the order message', () => {
  const english = { ...en.shop.order, rupees: en.shop.rupees };

  it('lists each line as name, price x quantity and line total, then the total in Pkr', () => {
    const cart = run({ type: 'add', product: ring }, { type: 'add', product: ring }, { type: 'add', product: stones }, { type: 'add', product: alam });
    expect(orderMessage(cart, english)).toBe(
      [
        'Assalamu alaikum, I would like to order:',
        'Silver Ring - 100 Pkr x 2 = 200 Pkr',
        'Healing Stones - 30 Pkr x 1 = 30 Pkr',
        'Alam-e-Abbas - 120 Pkr x 1 = 120 Pkr',
        'Total: 350 Pkr',
      ].join('\n'),
    );
  });

  it('names a single product bought from its card with its price and quantity 1', () => {
    expect(orderMessage([{ ...alam, quantity: 1 }], english)).toBe('Assalamu alaikum, I would like to order:\nAlam-e-Abbas - 120 Pkr x 1 = 120 Pkr\nTotal: 120 Pkr');
  });

  it('goes to the business number URL-encoded, with %0A for each newline', () => {
    const link = orderLink('923001234567', [{ ...ring, quantity: 2 }], english);
    expect(link).toBe(
      'https://wa.me/923001234567?text=Assalamu%20alaikum%2C%20I%20would%20like%20to%20order%3A%0ASilver%20Ring%20-%20100%20Pkr%20x%202%20%3D%20200%20Pkr%0ATotal%3A%20200%20Pkr',
    );
    expect(link).toBe(chatLink('923001234567', orderMessage([{ ...ring, quantity: 2 }], english)));
    expect(new URL(link).searchParams.get('text')).toBe(orderMessage([{ ...ring, quantity: 2 }], english));
  });

  it('is written in Urdu from an Urdu page, the amounts as plain numbers', () => {
    const { order, rupees } = urduGroup('shop');
    const cart = run({ type: 'add', product: ring }, { type: 'add', product: ring }, { type: 'add', product: alam });
    expect(orderMessage(cart, { ...order, rupees })).toBe(
      ['السلام علیکم، مجھے درج ذیل آرڈر کرنا ہے:', 'Silver Ring - 100 روپے x 2 = 200 روپے', 'Alam-e-Abbas - 120 روپے x 1 = 120 روپے', 'کل رقم: 320 روپے'].join('\n'),
    );
  });

  it('encodes characters that would break the address, such as & in a name', () => {
    const link = orderLink('923001234567', [{ name: 'Tasbee & Bag', price: 40, quantity: 1 }], english);
    expect(link).toContain('Tasbee%20%26%20Bag%20-%2040%20Pkr');
    expect(new URL(link).searchParams.get('text')).toContain('Tasbee & Bag - 40 Pkr x 1 = 40 Pkr');
  });
});

describe('the cart store shared by the islands of a page', () => {
  it('holds one cart that every subscriber sees change', () => {
    const store = createCartStore();
    const seen: number[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.current().length));
    const other = store.subscribe(() => {});
    store.dispatch({ type: 'add', product: ring });
    store.dispatch({ type: 'add', product: stones });
    store.dispatch({ type: 'add', product: ring });
    expect(seen).toEqual([1, 2, 2]);
    expect(store.current().map((line) => [line.id, line.quantity])).toEqual([
      ['silver-ring', 2],
      ['healing-stones', 1],
    ]);
    unsubscribe();
    store.dispatch({ type: 'remove', id: 'silver-ring' });
    expect(seen).toEqual([1, 2, 2]);
    expect(store.current()).toHaveLength(1);
    other();
  });
});
