import type { Ref } from 'react';
import { lineTotal, orderLink } from '../../services/whatsapp';
import { button, visuallyHidden } from '../../theme/shared.css';
import { formatPkr } from '../../schema/price';
import type { Cart, LineAction } from './cart';
import { cartTotal } from './cart';
import * as styles from './cartPanel.css';

interface CartPanelProps {
  cart: Cart;
  headingLevel: 'h2' | 'h3';
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  whatsappNumber: string;
  onChange: (action: LineAction) => void;
}

export function CartPanel({ cart, headingLevel: Heading, headingId, headingRef, whatsappNumber, onChange }: CartPanelProps) {
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
          Your cart
        </Heading>
        <p className={styles.count}>
          {cart.length} {cart.length === 1 ? 'product' : 'products'}
        </p>
      </div>
      <ul className={styles.lines}>
        {cart.map((line) => (
          <li key={line.id} className={styles.line}>
            <div>
              <span className={styles.lineName}>{line.name}</span>
              <span className={styles.lineSum}>
                {formatPkr(line.price)} × {line.quantity} = {formatPkr(lineTotal(line))}
              </span>
            </div>
            <div className={styles.controls}>
              <div className={styles.stepper}>
                {/* aria-disabled rather than disabled, so keyboard focus stays on the button at 1. */}
                <button
                  type="button"
                  className={styles.step}
                  aria-label={`Decrease quantity of ${line.name}`}
                  aria-disabled={line.quantity === 1}
                  onClick={() => line.quantity > 1 && onChange({ type: 'decrease', id: line.id })}
                >
                  −
                </button>
                <span className={styles.quantity}>
                  <span className={visuallyHidden}>Quantity: </span>
                  {line.quantity}
                </span>
                <button
                  type="button"
                  className={styles.step}
                  aria-label={`Increase quantity of ${line.name}`}
                  onClick={() => onChange({ type: 'increase', id: line.id })}
                >
                  +
                </button>
              </div>
              <button type="button" className={styles.remove} onClick={() => onChange({ type: 'remove', id: line.id })}>
                Remove<span className={visuallyHidden}> {line.name}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.total}>Total: {formatPkr(cartTotal(cart))}</p>
      <div className={styles.checkout}>
        <p className={styles.note}>Buy now opens WhatsApp with your order written out, ready to send.</p>
        <a href={orderLink(whatsappNumber, cart)} target="_blank" rel="noopener noreferrer" className={`${button({ variant: 'primary' })} ${styles.buy}`}>
          Buy now<span className={visuallyHidden}>: send this order (opens WhatsApp)</span>
        </a>
      </div>
    </section>
  );
}
