import type { Ref } from 'react';
import type { Product } from '../../schema/collections/products';
import { orderLink } from '../../services/whatsapp';
import { button, mediaCard, visuallyHidden } from '../../theme/shared.css';
import { formatPkr } from '../../schema/price';
import { Picture } from '../../ui/Picture';
import { SmartLink } from '../../ui/SmartLink';
import * as styles from './shop.css';

interface ProductCardProps {
  product: Product;
  headingLevel: 'h2' | 'h3';
  inCart: number;
  whatsappNumber: string;
  onAdd: () => void;
  addButtonRef: Ref<HTMLButtonElement>;
  /** On the first screen: the picture loads at once. */
  eager: boolean;
}

export function ProductCard({ product, headingLevel: Heading, inCart, whatsappNumber, onAdd, addButtonRef, eager }: ProductCardProps) {
  // Buy now on a card orders this product alone, quantity 1: the visitor asked for this one thing, not the cart.
  const buyNow = orderLink(whatsappNumber, [{ ...product, quantity: 1 }]);
  return (
    <article className={mediaCard}>
      <div className={styles.media}>
        <Picture image={product.image} className={styles.image} eager={eager} />
        {inCart > 0 && <span className={styles.inCart}>{inCart} in cart</span>}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>{product.name}</Heading>
        <p className={styles.description}>{product.description}</p>
        <p className={styles.price}>{formatPkr(product.price)}</p>
        <div className={styles.actions}>
          <button ref={addButtonRef} type="button" className={`${button({ variant: 'primary' })} ${styles.actionButton}`} onClick={onAdd}>
            Add to Cart<span className={visuallyHidden}>: {product.name}</span>
          </button>
          <a href={buyNow} target="_blank" rel="noopener noreferrer" className={`${button({ variant: 'secondary' })} ${styles.actionButton}`}>
            Buy now<span className={visuallyHidden}>: {product.name} (opens WhatsApp)</span>
          </a>
        </div>
        <SmartLink to={product.to} className={styles.detailsLink}>
          About this product<span className={visuallyHidden}>: {product.name}</span>
        </SmartLink>
      </div>
    </article>
  );
}
