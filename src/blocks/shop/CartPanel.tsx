import type { Ref } from 'react';
import { fill, plural } from '../../i18n/format';
import { formatNumber, type LocaleFormats } from '../../i18n/localeFormats';
import type { Messages } from '../../i18n/messages/en';
import { lineTotal, orderLink, type OrderWording } from '../../services/whatsapp';
import { button, visuallyHidden } from '../../theme/shared.css';
import type { Cart, LineAction } from './cart';
import { cartTotal } from './cart';
import * as styles from './cartPanel.css';
import { formatRupees } from './rupees';

interface CartPanelProps {
  cart: Cart;
  headingLevel: 'h2' | 'h3';
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  whatsappNumber: string;
  text: Messages['shop']['cart'];
  /** The message a price in rupees is written with. */
  rupees: string;
  /** How Buy now writes the order out. */
  order: OrderWording;
  formats: LocaleFormats;
  onChange: (action: LineAction) => void;
}

export function CartPanel({ cart, headingLevel: Heading, headingId, headingRef, whatsappNumber, text, rupees, order, formats, onChange }: CartPanelProps) {
  const price = (amount: number) => formatRupees(amount, rupees, formats);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
          {text.heading}
        </Heading>
        <p className={styles.count}>
          {plural(text.products, cart.length, formats)}
        </p>
      </div>
      <ul className={styles.lines}>
        {cart.map((line) => (
          <li key={line.id} className={styles.line}>
            <div>
              <span className={styles.lineName}>{line.name}</span>
              <span className={styles.lineSum}>
                {fill(text.lineSum, { price: price(line.price), quantity: formatNumber(line.quantity, formats), total: price(lineTotal(line)) })}
              </span>
            </div>
            <div className={styles.controls}>
              <div className={styles.stepper}>
                {/* aria-disabled rather than disabled, so keyboard focus stays on the button at 1. */}
                <button
                  type="button"
                  className={styles.step}
                  aria-label={fill(text.decrease, { name: line.name })}
                  aria-disabled={line.quantity === 1}
                  onClick={() => line.quantity > 1 && onChange({ type: 'decrease', id: line.id })}
                >
                  −
                </button>
                <span className={styles.quantity}>
                  <span className={visuallyHidden}>{text.quantity}</span>
                  {formatNumber(line.quantity, formats)}
                </span>
                <button
                  type="button"
                  className={styles.step}
                  aria-label={fill(text.increase, { name: line.name })}
                  onClick={() => onChange({ type: 'increase', id: line.id })}
                >
                  +
                </button>
              </div>
              <button type="button" className={styles.remove} onClick={() => onChange({ type: 'remove', id: line.id })}>
                {text.remove}
                <span className={visuallyHidden}>{fill(text.removeHidden, { name: line.name })}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.total}>{fill(text.total, { amount: price(cartTotal(cart)) })}</p>
      <div className={styles.checkout}>
        <p className={styles.note}>{text.note}</p>
        <a href={orderLink(whatsappNumber, cart, order)} target="_blank" rel="noopener noreferrer" className={`${button({ variant: 'primary' })} ${styles.buy}`}>
          {text.buyNow}
          <span className={visuallyHidden}>{text.buyNowHidden}</span>
        </a>
      </div>
    </section>
  );
}
