import { useEffect, useId, useRef, useState } from 'react';
import { fill } from '../../i18n/format';
import { formatNumber, type LocaleFormats } from '../../i18n/localeFormats';
import type { Messages } from '../../i18n/messages/en';
import type { Product } from '../../schema/collections/products';
import { container, section, visuallyHidden } from '../../theme/shared.css';
import { SectionHeader } from '../../ui/SectionHeader';
import type { IslandProps } from '../define';
import { quantityOf, type LineAction } from './cart';
import { cartStore, useCart } from './cartStore';
import { CartPanel } from './CartPanel';
import { ProductCard } from './ProductCard';
import type { ShopBlock } from './schema';
import * as styles from './shop.css';

/** Where focus goes once a removal has re-rendered the cart: its heading, or the product's own button when the cart is gone. */
type FocusAfterRemove = { kind: 'cart' } | { kind: 'product'; id: string };

/** The products a wide screen shows in its first row. */
const FIRST_ROW = 4;

/** The shop's texts: its cards', its cart's, its order's and what its status line reads out. */
type ShopText = Pick<Messages['shop'], 'rupees' | 'productCard' | 'cart' | 'order' | 'cartStatus'>;

export type ShopProps = IslandProps<ShopBlock, { firstView: boolean; whatsappNumber: string; text: ShopText; formats: LocaleFormats }>;

export function Shop({ block, firstView, whatsappNumber, text, formats }: ShopProps) {
  const cart = useCart();
  const order = { ...text.order, rupees: text.rupees };
  const { dispatch } = cartStore;
  const [announcement, setAnnouncement] = useState('');
  const addButtons = useRef(new Map<string, HTMLButtonElement>());
  const cartHeading = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<FocusAfterRemove | null>(null);
  const cartHeadingId = useId();
  const itemHeading = block.heading ? 'h3' : 'h2';

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target?.kind === 'cart') cartHeading.current?.focus();
    if (target?.kind === 'product') addButtons.current.get(target.id)?.focus();
  }, [cart]);

  // A screen reader repeats a live region only when its text changes, so an identical message gets a trailing space.
  const announce = (message: string) => setAnnouncement((previous) => (previous === message ? `${message}\u00a0` : message));

  const add = (product: Product) => {
    dispatch({ type: 'add', product });
    announce(fill(text.cartStatus.added, { name: product.name, quantity: formatNumber(quantityOf(cart, product.id) + 1, formats) }));
  };

  const change = (action: LineAction) => {
    const line = cart.find((entry) => entry.id === action.id);
    if (!line) return;
    dispatch(action);
    if (action.type === 'remove') {
      pendingFocus.current = cart.length > 1 ? { kind: 'cart' } : { kind: 'product', id: line.id };
      announce(fill(text.cartStatus.removed, { name: line.name }));
    } else {
      announce(fill(text.cartStatus.quantityChanged, { name: line.name, quantity: formatNumber(line.quantity + (action.type === 'increase' ? 1 : -1), formats) }));
    }
  };

  return (
    <section className={section()}>
      <div className={container}>
        <SectionHeader heading={block.heading} intro={block.intro} />
        <ul className={styles.grid}>
          {block.products.map((product, index) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                headingLevel={itemHeading}
                inCart={quantityOf(cart, product.id)}
                whatsappNumber={whatsappNumber}
                text={text.productCard}
                rupees={text.rupees}
                order={order}
                formats={formats}
                eager={firstView && index < FIRST_ROW}
                onAdd={() => add(product)}
                addButtonRef={(element) => {
                  if (element) addButtons.current.set(product.id, element);
                  else addButtons.current.delete(product.id);
                }}
              />
            </li>
          ))}
        </ul>
        {cart.length > 0 && (
          <CartPanel
            cart={cart}
            headingLevel={itemHeading}
            headingId={cartHeadingId}
            headingRef={cartHeading}
            whatsappNumber={whatsappNumber}
            text={text.cart}
            rupees={text.rupees}
            order={order}
            formats={formats}
            onChange={change}
          />
        )}
        <p role="status" className={visuallyHidden}>
          {announcement}
        </p>
      </div>
    </section>
  );
}
