import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { contactFormExamples } from '../../../../src/blocks/contact-form/examples';
import { describeExamples } from '../../support/blockExamples';
import { chatMessage, expectLink } from '../../support/pageQueries';
import { writtenSettings } from '../../support/realSite';

/** The four fields and the button, whatever else the block shows. */
function showsTheForm(view: HTMLElement) {
  for (const field of ['Name', 'Email', 'Whatsapp', 'Message']) expect(within(view).getByRole('textbox', { name: field })).toBeTruthy();
  expect(within(view).getByRole('button', { name: 'Send Message' })).toBeTruthy();
}

describeExamples(contactFormExamples, {
  default: (view, { heading, intro }) => {
    const { contact, whatsapp } = writtenSettings;
    expect(within(view).getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect(within(view).getByText(intro)).toBeTruthy();
    showsTheForm(view);
    const details = within(view).getByRole('complementary', { name: 'Other ways to reach us' });
    expectLink(details, contact.email, `mailto:${contact.email}`);
    expectLink(details, contact.phone, `tel:${contact.phone.replace(/[^\d+]/g, '')}`);
    expect(within(details).getByText(contact.address)).toBeTruthy();
    expect(chatMessage(within(details).getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href'))).toBe(whatsapp.greeting);
  },

  formOnly: (view) => {
    showsTheForm(view);
    expect(within(view).queryByRole('complementary')).toBeNull();
    expect(within(view).queryByRole('link')).toBeNull();
  },
});
