import { within } from '@testing-library/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { whatsappOrderExamples } from '../../../../src/blocks/whatsapp-order/examples';
import { EXAMPLE_PAGE, loadBlocks, PAGE_TEST_TIMEOUT } from '../../support/blockExamples';
import { chatMessage } from '../../support/pageQueries';
import { showInUrdu } from '../../support/urdu';

beforeAll(loadBlocks, PAGE_TEST_TIMEOUT);

describe('the order on WhatsApp on an Urdu page', () => {
  it('where the page gives no words of its own, heads the box, words its button and writes the order in Urdu', () => {
    const view = showInUrdu(whatsappOrderExamples.default);
    expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(whatsappOrderExamples.default.heading);
    expect(within(view).getByText('ہمیں پیغام بھیجیں، ہم آپ کو قیمت، دستیاب سائز اور ترسیل کا وقت بتا دیں گے۔')).toBeTruthy();
    const order = within(view).getByRole('link', { name: /^واٹس ایپ کے ذریعے آرڈر کریں/ });
    expect(order.textContent).toBe('واٹس ایپ کے ذریعے آرڈر کریں (واٹس ایپ نئے ٹیب میں کھلے گا)');
    expect(chatMessage(order.getAttribute('href'))).toBe(`السلام علیکم! مجھے ${EXAMPLE_PAGE.title} آرڈر کرنا ہے۔ براہِ کرم اس کی قیمت اور دستیابی بتا دیں۔`);
  }, PAGE_TEST_TIMEOUT);

  it("keeps the page's own words, the heading left out standing in Urdu", () => {
    const { text, label, message, product } = whatsappOrderExamples.namedProduct;
    const view = showInUrdu(whatsappOrderExamples.namedProduct);
    expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe('واٹس ایپ پر آرڈر کریں');
    // Its English words stand marked as English on the Urdu page, the full stop outside the mark.
    expect(within(view).getByText(text.replace(/\.$/, '')).getAttribute('lang')).toBe('en');
    expect(view.textContent).toContain(text);
    const order = within(view).getByRole('link', { name: new RegExp(`^${label}`) });
    expect(chatMessage(order.getAttribute('href'))).toBe(message.replace('{product}', product));
  }, PAGE_TEST_TIMEOUT);
});
