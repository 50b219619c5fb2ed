// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../../../../src/blocks/contact-form/ContactForm.client';
import type { ContactFormBlock } from '../../../../src/blocks/contact-form/schema';
import { en } from '../../../../src/i18n/messages/en';
import type { SiteSettings } from '../../../../src/schema/site';
import type { ContactResult } from '../../../../src/services/contact';
import { emailJsService } from '../../../../src/services/contact/emailjs';
import { unconfiguredService } from '../../../../src/services/contact/unconfigured';
import { englishLocale } from '../../support/locale';

const emailjs = vi.hoisted(() => ({ sendForm: vi.fn() }));
vi.mock('@emailjs/browser', () => emailjs);

/** The form's way out, faked at its module boundary: each test says what sending returns. */
const contact = vi.hoisted(() => ({ send: vi.fn<(form: HTMLFormElement) => Promise<ContactResult>>() }));
vi.mock('../../../../src/services/contact', () => ({ contactService: contact }));

const site = {
  contact: { email: 'info@academy.test', phone: '+92 300 1234567', address: '1 Example Street' },
  whatsapp: { number: '923001234567', greeting: 'Salam!' },
} as SiteSettings;

const block: ContactFormBlock = { type: 'contact-form', showContactDetails: false };

/** What the island is given besides its block and the site's addresses: the English page's texts. */
const wording = { text: en.forms.contactForm, errorText: en.forms.errors, formats: englishLocale.formats, direction: englishLocale.direction };

function renderForm() {
  return render(
    <ContactForm block={block} reach={site} {...wording} />,
  );
}

const typed = { Name: 'Amina Khan', Email: 'amina@example.com', Whatsapp: '+44 7700 900123', Message: 'When does the next Tajweed class start?' };

function fillIn() {
  for (const [label, value] of Object.entries(typed)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  });
}

function valueOf(label: string) {
  return screen.getByLabelText<HTMLInputElement>(label).value;
}

function aForm(): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = '<input name="name" value="Amina">';
  return form;
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the EmailJS adapter', () => {
  const config = { serviceId: 'service_abc', templateId: 'template_xyz', publicKey: 'key_123' };

  it('sends the form element with the service id, template id and public key', async () => {
    emailjs.sendForm.mockResolvedValue({ status: 200, text: 'OK' });
    const form = aForm();
    await expect(emailJsService(config).send(form)).resolves.toEqual({ outcome: 'sent' });
    expect(emailjs.sendForm).toHaveBeenCalledWith('service_abc', 'template_xyz', form, { publicKey: 'key_123' });
  });

  it('counts only status 200 with the text "OK" as sent', async () => {
    emailjs.sendForm.mockResolvedValueOnce({ status: 200, text: 'OK' });
    await expect(emailJsService(config).send(aForm())).resolves.toEqual({ outcome: 'sent' });
  });

  it('reports status 200 with any other text as failed, such as a page a proxy answered with', async () => {
    emailjs.sendForm.mockResolvedValueOnce({ status: 200, text: '<html>Sign in to the Wi-Fi</html>' });
    await expect(emailJsService(config).send(aForm())).resolves.toEqual({ outcome: 'failed', reason: 'status 200: <html>Sign in to the Wi-Fi</html>' });
    emailjs.sendForm.mockResolvedValueOnce({ status: 200, text: '' });
    await expect(emailJsService(config).send(aForm())).resolves.toEqual({ outcome: 'failed', reason: 'status 200: ' });
  });

  it('reports another success status, a refusal or a lost connection as failed, without throwing', async () => {
    emailjs.sendForm.mockResolvedValueOnce({ status: 201, text: 'OK' });
    await expect(emailJsService(config).send(aForm())).resolves.toEqual({ outcome: 'failed', reason: 'status 201: OK' });
    emailjs.sendForm.mockResolvedValueOnce({ status: 202, text: 'Queued' });
    await expect(emailJsService(config).send(aForm())).resolves.toMatchObject({ outcome: 'failed' });
    emailjs.sendForm.mockRejectedValueOnce({ status: 400, text: 'The template ID is invalid' });
    await expect(emailJsService(config).send(aForm())).resolves.toEqual({
      outcome: 'failed',
      reason: 'status 400: The template ID is invalid',
    });
    emailjs.sendForm.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(emailJsService(config).send(aForm())).resolves.toEqual({ outcome: 'failed', reason: 'Failed to fetch' });
  });

  it('describes any other refusal by its message or its text, whatever shape it comes in', async () => {
    emailjs.sendForm.mockRejectedValueOnce('The public key is required');
    await expect(emailJsService(config).send(aForm())).resolves.toEqual({ outcome: 'failed', reason: 'The public key is required' });
    emailjs.sendForm.mockRejectedValueOnce(null);
    await expect(emailJsService(config).send(aForm())).resolves.toEqual({ outcome: 'failed', reason: 'null' });
    // A status alone, or a text alone, is not EmailJS's answer: the message says what happened.
    emailjs.sendForm.mockRejectedValueOnce(Object.assign(new Error('Bad gateway'), { status: 502 }));
    await expect(emailJsService(config).send(aForm())).resolves.toEqual({ outcome: 'failed', reason: 'Bad gateway' });
    emailjs.sendForm.mockRejectedValueOnce(Object.assign(new Error('Blocked by an extension'), { text: 'blocked' }));
    await expect(emailJsService(config).send(aForm())).resolves.toEqual({ outcome: 'failed', reason: 'Blocked by an extension' });
  });

  it('leaves no timer running once EmailJS has answered, sent or not', async () => {
    vi.useFakeTimers();
    try {
      emailjs.sendForm.mockResolvedValueOnce({ status: 200, text: 'OK' });
      await expect(emailJsService(config, 5_000).send(aForm())).resolves.toEqual({ outcome: 'sent' });
      expect(vi.getTimerCount()).toBe(0);
      emailjs.sendForm.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      await expect(emailJsService(config, 5_000).send(aForm())).resolves.toMatchObject({ outcome: 'failed' });
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up when EmailJS never answers', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-01T09:00:00Z') });
    try {
      emailjs.sendForm.mockReturnValue(new Promise(() => {}));
      const result = emailJsService(config, 5_000).send(aForm());
      await vi.advanceTimersByTimeAsync(5_000);
      await expect(result).resolves.toEqual({ outcome: 'failed', reason: 'no answer within 5 s' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('without EmailJS', () => {
  it('without it, nothing is sent', async () => {
    await expect(unconfiguredService.send(aForm())).resolves.toEqual({ outcome: 'not-configured' });
  });
});

describe('the contact form', () => {
  beforeEach(() => contact.send.mockReset());

  it('labels every field and requires each one; the email field is an email field', () => {
    renderForm();
    for (const label of ['Name', 'Email', 'Whatsapp', 'Message']) expect(screen.getByLabelText<HTMLInputElement>(label).required).toBe(true);
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
  });

  it('sends nothing while a field is empty, and lists what is missing at the top and at each field', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Amina' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'amina-at-example.com' } });
    await submit();
    expect(contact.send).not.toHaveBeenCalled();

    const summary = screen.getByRole('heading', { name: 'There is a problem' }).closest('[tabindex="-1"]');
    expect(document.activeElement).toBe(summary);
    const links = within(summary as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Enter an email address in the correct format, like name@example.com',
      'Enter your WhatsApp number',
      'Enter your message',
    ]);
    fireEvent.click(links[1]!);
    expect(document.activeElement).toBe(screen.getByLabelText('Whatsapp'));

    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(valueOf('Name')).toBe('Amina');
    expect(valueOf('Email')).toBe('amina-at-example.com');
    for (const [label, message] of [
      ['Email', 'Error: Enter an email address in the correct format, like name@example.com'],
      ['Whatsapp', 'Error: Enter your WhatsApp number'],
      ['Message', 'Error: Enter your message'],
    ] as const) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      // The message's hint comes first, then what is wrong.
      const described = field.getAttribute('aria-describedby')!.split(' ');
      expect(document.getElementById(described.at(-1)!)?.textContent).toBe(message);
    }
  });

  it("says the message's limit in its hint, and what is left of it, politely, only near the limit", () => {
    renderForm();
    const message = screen.getByLabelText('Message');
    const hint = () => document.getElementById(message.getAttribute('aria-describedby')!)!;
    const left = () => hint().querySelector('[aria-live="polite"]')!.textContent.trim();
    expect(hint().textContent.trim()).toBe('Up to 2,000 characters.');
    expect(left()).toBe('');
    fireEvent.input(message, { target: { value: 'm'.repeat(1799) } });
    expect(left()).toBe('');
    fireEvent.input(message, { target: { value: 'm'.repeat(1850) } });
    expect(left()).toBe('150 characters left');
    fireEvent.input(message, { target: { value: 'm'.repeat(2010) } });
    expect(left()).toBe('10 characters too many');
  });

  it('sends nothing while the message is over its limit, and says so at the field', async () => {
    renderForm();
    fillIn();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'm'.repeat(2001) } });
    await submit();
    expect(contact.send).not.toHaveBeenCalled();
    const message = screen.getByLabelText('Message');
    expect(message.getAttribute('aria-invalid')).toBe('true');
    const described = message.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(described.at(-1)!)?.textContent).toBe('Error: Message must be 2,000 characters or fewer: remove 1 character');
    expect(valueOf('Message')).toHaveLength(2001);
  });

  it('counts the message afresh once it is sent and the form cleared', async () => {
    contact.send.mockResolvedValue({ outcome: 'sent' });
    renderForm();
    fillIn();
    fireEvent.input(screen.getByLabelText('Message'), { target: { value: 'm'.repeat(1900) } });
    expect(screen.getByText('100 characters left')).toBeTruthy();
    await submit();
    expect(valueOf('Message')).toBe('');
    expect(screen.queryByText(/characters left/)).toBeNull();
  });

  it('without EmailJS, says so and offers WhatsApp and email carrying the typed message', async () => {
    contact.send.mockResolvedValue({ outcome: 'not-configured' });
    renderForm();
    fillIn();
    await submit();

    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Online sending is not set up yet. Please send your message by WhatsApp or email.');
    const whatsapp = within(status).getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')!;
    expect(whatsapp.startsWith('https://wa.me/923001234567?text=')).toBe(true);
    const chat = decodeURIComponent(whatsapp.split('?text=')[1]!);
    for (const value of Object.values(typed)) expect(chat).toContain(value);
    const email = within(status).getByRole('link', { name: 'Send by email' }).getAttribute('href')!;
    expect(email.startsWith('mailto:info@academy.test?subject=Message%20from%20Amina%20Khan&body=')).toBe(true);
    expect(decodeURIComponent(email.split('&body=')[1]!)).toContain(typed.Message);

    expect(valueOf('Message')).toBe(typed.Message);
    expect(screen.queryByRole('alert')?.textContent).toBe('');
    expect(screen.queryByText(/has been sent/)).toBeNull();
  });

  it('shows "Sending..." on a busy button that keeps focus, then clears the form and moves focus to the thanks', async () => {
    let finish: (result: ContactResult) => void = () => {};
    contact.send.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderForm();
    fillIn();
    screen.getByRole('button', { name: 'Send Message' }).focus();
    await submit();

    // aria-disabled, not disabled: a disabled button would drop focus to the page.
    const sending = screen.getByRole<HTMLButtonElement>('button', { name: 'Sending...' });
    expect(sending.disabled).toBe(false);
    expect(sending.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(sending);
    await act(async () => {
      fireEvent.click(sending);
    });
    expect(contact.send).toHaveBeenCalledTimes(1);
    expect(contact.send.mock.calls[0]![0].tagName).toBe('FORM');

    await act(async () => finish({ outcome: 'sent' }));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Thank you! Your message has been sent.');
    expect(document.activeElement).toBe(status);
    for (const label of Object.keys(typed)) expect(valueOf(label)).toBe('');
    expect(screen.getByRole('button', { name: 'Send Message' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('keeps what was typed after a failure and offers WhatsApp in an alert', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    contact.send.mockResolvedValue({ outcome: 'failed', reason: 'status 500: Server error' });
    renderForm();
    fillIn();
    await submit();

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Sorry, your message could not be sent.');
    expect(within(alert).getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')).toContain('https://wa.me/923001234567?text=');
    for (const [label, value] of Object.entries(typed)) expect(valueOf(label)).toBe(value);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });

  it('shows the contact details beside the form when the block asks for them', () => {
    render(
      <ContactForm block={{ ...block, showContactDetails: true }} reach={site} {...wording} />,
    );
    const details = screen.getByRole('complementary', { name: 'Other ways to reach us' });
    expect(within(details).getByRole('link', { name: 'info@academy.test' }).getAttribute('href')).toBe('mailto:info@academy.test');
    const phone = within(details).getByRole('link', { name: '+92 300 1234567' });
    expect(phone.getAttribute('href')).toBe('tel:+923001234567');
    // Left to right in every language, so that on the Urdu page it does not read "1234567 300 92+".
    expect(phone.getAttribute('dir')).toBe('ltr');
    expect(within(details).getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href')).toBe('https://wa.me/923001234567?text=Salam!');
  });

  it('on a page written right to left, marks the Latin words of the addresses English', () => {
    render(<ContactForm block={{ ...block, showContactDetails: true }} reach={site} {...wording} direction="rtl" />);
    const details = screen.getByRole('complementary', { name: 'Other ways to reach us' });
    const marked = [...details.querySelectorAll('[lang="en"][dir="ltr"]')].map((element) => element.textContent);
    // A number before the words is read alike in either voice, and left out of the run.
    expect(marked).toEqual(['info@academy.test', 'Example Street']);
  });

  it('hydrates its server render without a mismatch', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const form = (
      <ContactForm block={{ ...block, heading: 'Send us a message', showContactDetails: true }} reach={site} {...wording} />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, form);
    });
    expect(errors).not.toHaveBeenCalled();
    container.remove();
    errors.mockRestore();
  });
});
