import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { whatsappOrderExamples } from '../../../../src/blocks/whatsapp-order/examples';
import { describeExamples, EXAMPLE_PAGE } from '../../support/blockExamples';
import { chatMessage } from '../../support/pageQueries';

describeExamples(whatsappOrderExamples, {
  default: (view, { heading }) => {
    expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(heading);
    const order = within(view).getByRole('link', { name: /^Order via WhatsApp/ });
    expect([order.textContent, order.getAttribute('target')]).toEqual(['Order via WhatsApp (opens WhatsApp in a new tab)', '_blank']);
    // With no product named, the message names the page's own product: its title.
    expect(chatMessage(order.getAttribute('href'))).toContain(`I would like to order ${EXAMPLE_PAGE.title}.`);
  },

  namedProduct: (view, { text, label, message, product }) => {
    // The heading it leaves out is the block's own.
    expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe('Order on WhatsApp');
    expect(within(view).getByText(text)).toBeTruthy();
    const order = within(view).getByRole('link', { name: new RegExp(`^${label}`) });
    expect([order.textContent, order.getAttribute('target')]).toEqual([`${label} (opens WhatsApp in a new tab)`, '_blank']);
    expect(chatMessage(order.getAttribute('href'))).toBe(message.replace('{product}', product));
  },
});
