import { fill } from '../../i18n/format';
import { chatLink } from '../../services/whatsapp';
import { button, visuallyHidden } from '../../theme/shared.css';
import { Icon } from '../../ui/Icon';
import { SmartLink } from '../../ui/SmartLink';
import { CtaBand } from '../cta/CtaBand';
import type { BlockProps } from '../define';
import type { WhatsappOrderBlock } from './schema';

export function WhatsappOrder({ block, page, site, locale }: BlockProps<WhatsappOrderBlock>) {
  const text = locale.messages.shop.whatsappOrder;
  // The order names the page's product: the one the block names, or the page's own title.
  const message = fill(block.message ?? text.message, { product: block.product ?? page.title });
  return (
    <CtaBand heading={block.heading ?? text.heading} text={block.text ?? text.text}>
      <SmartLink to={chatLink(site.whatsapp.number, message)} className={button({ variant: 'light' })}>
        <Icon name="whatsapp" />
        {block.label ?? text.label}
        <span className={visuallyHidden}>{text.opensWhatsApp}</span>
      </SmartLink>
    </CtaBand>
  );
}
