import { chatLink } from '../../services/whatsapp';
import { button, visuallyHidden } from '../../theme/shared.css';
import { Icon } from '../../ui/Icon';
import { SmartLink } from '../../ui/SmartLink';
import { CtaBand } from '../cta/CtaBand';
import type { BlockProps } from '../define';
import type { WhatsappOrderBlock } from './schema';

/** The order message for this page's product. */
function orderMessage(block: WhatsappOrderBlock, pageTitle: string): string {
  return block.message.replaceAll('{product}', block.product ?? pageTitle);
}

export function WhatsappOrder({ block, page, site, locale }: BlockProps<WhatsappOrderBlock>) {
  return (
    <CtaBand heading={block.heading} text={block.text}>
      <SmartLink to={chatLink(site.whatsapp.number, orderMessage(block, page.title))} className={button({ variant: 'light' })}>
        <Icon name="whatsapp" />
        {block.label}
        <span className={visuallyHidden}>{locale.messages.shop.whatsappOrder.opensWhatsApp}</span>
      </SmartLink>
    </CtaBand>
  );
}
