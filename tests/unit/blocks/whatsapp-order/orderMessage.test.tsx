import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WhatsappOrder } from '../../../../src/blocks/whatsapp-order/WhatsappOrder';
import { whatsappOrderBlock } from '../../../../src/blocks/whatsapp-order/schema';
import { chatLink } from '../../../../src/services/whatsapp';
import { testSite } from '../../support/site';
import { englishLocale } from '../../support/locale';

const page = { path: '/ring', title: 'Silver Rings', breadcrumbs: [{ label: 'Home', to: '/' }, { label: 'Silver Rings' }] };

describe('the order on WhatsApp of a product page', () => {
  it("carries a message naming the page's product, built by chatLink", () => {
    const html = renderToString(
      <WhatsappOrder
        block={whatsappOrderBlock.parse({ type: 'whatsapp-order' })}
        page={page}
        site={{ ...testSite(), whatsapp: { number: '923001234567', greeting: 'Hi' } }}
        firstView={false}
        locale={englishLocale}
      />,
    );
    const expected = chatLink('923001234567', 'Assalamu alaikum! I would like to order Silver Rings. Please tell me the price and availability.');
    expect(html).toContain(`href="${expected.replace(/&/g, '&amp;')}"`);
    expect(html).toContain('Order via WhatsApp');
  });
});
