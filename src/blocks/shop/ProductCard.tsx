import type { Ref } from 'react';
import { fill } from '../../i18n/format';
import { formatNumber, type LocaleFormats } from '../../i18n/localeFormats';
import type { Messages } from '../../i18n/messages/en';
import type { Product } from '../../schema/collections/products';
import { orderLink, type OrderWording } from '../../services/whatsapp';
import { button, mediaCard, visuallyHidden } from '../../theme/shared.css';
import { Picture } from '../../ui/Picture';
import { SmartLink } from '../../ui/SmartLink';
import { formatRupees } from './rupees';
import * as styles from './shop.css';

interface ProductCardProps {
  product: Product;
  headingLevel: 'h2' | 'h3';
  inCart: number;
  whatsappNumber: string;
  text: Messages['shop']['productCard'];
  /** The message a price in rupees is written with. */
  rupees: string;
  /** How Buy now writes the order out. */
  order: OrderWording;
  formats: LocaleFormats;
  onAdd: () => void;
  addButtonRef: Ref<HTMLButtonElement>;
  /** On the first screen: the picture loads at once. */
  eager: boolean;
}

export function ProductCard({ product, headingLevel: Heading, inCart, whatsappNumber, text, rupees, order, formats, onAdd, addButtonRef, eager }: ProductCardProps) {
  const name = { name: product.name };
  // Buy now on a card orders this product alone, quantity 1: the visitor asked for this one thing, not the cart.
  const buyNow = orderLink(whatsappNumber, [{ ...product, quantity: 1 }], order);
  return (
    <article className={mediaCard}>
      <div className={styles.media}>
        <Picture image={product.image} className={styles.image} eager={eager} />
        {inCart > 0 && <span className={styles.inCart}>{fill(text.inCart, { count: formatNumber(inCart, formats) })}</span>}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>{product.name}</Heading>
        <p className={styles.description}>{product.description}</p>
        <p className={styles.price}>{formatRupees(product.price, rupees, formats)}</p>
        <div className={styles.actions}>
          <button ref={addButtonRef} type="button" className={`${button({ variant: 'primary' })} ${styles.actionButton}`} onClick={onAdd}>
            {text.addToCart}
            <span className={visuallyHidden}>{fill(text.addToCartHidden, name)}</span>
          </button>
          <a href={buyNow} target="_blank" rel="noopener noreferrer" className={`${button({ variant: 'secondary' })} ${styles.actionButton}`}>
            {text.buyNow}
            <span className={visuallyHidden}>{fill(text.buyNowHidden, name)}</span>
          </a>
        </div>
        <SmartLink to={product.to} className={styles.detailsLink}>
          {text.aboutProduct}
          <span className={visuallyHidden}>{fill(text.aboutProductHidden, name)}</span>
        </SmartLink>
      </div>
    </article>
  );
}
