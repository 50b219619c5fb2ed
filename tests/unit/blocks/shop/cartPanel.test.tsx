// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../../../src/blocks/shop/cart';
import { CartPanel } from '../../../../src/blocks/shop/CartPanel';
import { en } from '../../../../src/i18n/messages/en';
import { englishLocale } from '../../support/locale';

const line = (id: string, name: string, price: number, quantity: number) => ({
  id,
  name,
  description: name,
  price,
  quantity,
  image: { src: `/images/shop/${id}.svg`, alt: name, width: 400, height: 300 },
  to: `/${id}`,
});

const draw = (cart: Cart) =>
  render(
    <CartPanel
      cart={cart}
      headingLevel="h2"
      headingId="cart"
      headingRef={null}
      whatsappNumber="923001234567"
      text={en.shop.cart}
      rupees={en.shop.rupees}
      order={{ ...en.shop.order, rupees: en.shop.rupees }}
      formats={englishLocale.formats}
      onChange={() => undefined}
    />,
  );

afterEach(() => {
  cleanup();
});

describe('the cart panel', () => {
  it('counts its lines, one product or several, and sums each line and the whole cart in rupees', () => {
    draw([line('silver-ring', 'Silver Ring', 100, 2)]);
    expect(screen.getByRole('heading', { name: 'Your cart' })).toBeTruthy();
    expect(screen.getByText('1 product')).toBeTruthy();
    expect(screen.getByText('100 Pkr × 2 = 200 Pkr')).toBeTruthy();
    cleanup();

    draw([line('silver-ring', 'Silver Ring', 100, 2), line('alam', 'Alam-e-Abbas', 1200, 1)]);
    expect(screen.getByText('2 products')).toBeTruthy();
    expect(screen.getByText('1,200 Pkr × 1 = 1,200 Pkr')).toBeTruthy();
    expect(screen.getByText('Total: 1,400 Pkr')).toBeTruthy();
  });

  it("names each line's controls after its product, and says where Buy now sends the order", () => {
    draw([line('silver-ring', 'Silver Ring', 100, 1)]);
    expect(screen.getByRole('button', { name: 'Decrease quantity of Silver Ring' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Increase quantity of Silver Ring' })).toBeTruthy();
    // jsdom joins the hidden name to the label without its space; browsers keep it (tests/e2e/shop.spec.ts).
    expect(screen.getByRole('button', { name: /^Remove/ }).textContent).toBe('Remove Silver Ring');
    expect(screen.getByRole('link', { name: 'Buy now: send this order (opens WhatsApp)' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/923001234567\?text=/);
  });
});
