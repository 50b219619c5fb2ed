import { fireEvent, within } from '@testing-library/dom';
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtinEnvironments } from 'vitest/runtime';
import { loadSite, type SiteContent } from '../../../../scripts/engine/content/loadSite';
import { loadBlockComponents, renderPage } from '../../../../src/app/server/renderPage';

/*
 * The contact page of a site built with no EmailJS settings, as a visitor gets it: prerendered in
 * Node as the build does it, then its form woken by the island loader in a browser's document
 * (vitest's own jsdom environment, set up only once the page is written), with the contact service
 * the site picks for itself: the unit tests run with no configuration at all (see
 * vitest.config.ts). Nothing stands in for the service; only EmailJS's own library is replaced, to
 * see that nothing reaches it.
 */

const emailjs = vi.hoisted(() => ({ send: vi.fn(), sendForm: vi.fn() }));
vi.mock('@emailjs/browser', () => emailjs);

const typed = { Name: 'Amina Khan', Email: 'amina@example.com', Whatsapp: '+44 7700 900123', Message: 'When does the next Tajweed class start?' };

let site: SiteContent;
/** The contact form's island, as the page's script finds it. */
let island: HTMLElement;
/** What React reported while the form woke: a hydration mismatch lands here. */
const problems: unknown[] = [];
let leaveBrowser: (() => unknown) | undefined;

beforeAll(async () => {
  const loaded = loadSite(process.cwd());
  expect(loaded.errors).toEqual([]);
  // The placeholder settings give the phone and WhatsApp the same digits; a number of its own shows which one a link uses.
  site = { ...loaded.data!, site: { ...loaded.data!.site, whatsapp: { ...loaded.data!.site.whatsapp, number: '447700900461' } } };
  const contactPage = site.routes.find((route) => route.path === '/contact')!;
  await loadBlockComponents();
  const html = renderPage(contactPage, site, { stylesheets: [], islandLoader: '/assets/islands.js' });

  const browser = await builtinEnvironments.jsdom.setup(globalThis, { jsdom: { html, url: 'http://localhost/contact' } });
  leaveBrowser = () => browser.teardown(globalThis);
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  vi.spyOn(console, 'error').mockImplementation((...args) => void problems.push(args));
  window.addEventListener('error', (event) => problems.push(event.error ?? event.message));

  // Loaded only now, as in a browser: React's DOM code looks for a document when it is first loaded.
  const { wakeIsland } = await import('../../../../src/app/browser/wakeIsland');
  island = document.querySelector<HTMLElement>('site-island[data-block="contact-form"]')!;
  await act(() => wakeIsland(island));
  expect(island.hasAttribute('data-hydrated')).toBe(true);
  // The whole site loaded and every block's component compiled, in a fresh clone with no cache,
  // while the build and the browser tests share the machine's two cores: it took over 30 s once.
}, 120_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await leaveBrowser?.();
});

describe('the contact page without EmailJS', () => {
  it('wakes its form over the prerendered page without a mismatch', () => {
    expect(problems).toEqual([]);
  });

  it('sends nothing, says online sending is not set up, and offers WhatsApp and email carrying the message', async () => {
    const page = within(island);
    for (const [label, value] of Object.entries(typed)) fireEvent.change(page.getByLabelText(label), { target: { value } });
    await act(async () => {
      fireEvent.click(page.getByRole('button', { name: 'Send Message' }));
    });

    expect(emailjs.send).not.toHaveBeenCalled();
    expect(emailjs.sendForm).not.toHaveBeenCalled();
    const status = page.getByRole('status');
    expect(status.textContent).toContain('Online sending is not set up yet. Please send your message by WhatsApp or email.');
    // Neither the thanks of a sent message nor the apology of a failed one: nothing was tried.
    expect(status.textContent).not.toContain('has been sent');
    expect(page.getByRole('alert').textContent).toBe('');

    const whatsapp = new URL(within(status).getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')!);
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe(`https://wa.me/${site.site.whatsapp.number}`);
    for (const value of Object.values(typed)) expect(whatsapp.searchParams.get('text')).toContain(value);

    const email = within(status).getByRole('link', { name: 'Send by email' }).getAttribute('href')!;
    expect(email.slice(0, email.indexOf('?'))).toBe(`mailto:${site.site.contact.email}`);
    expect(new URLSearchParams(email.slice(email.indexOf('?') + 1)).get('body')).toContain(typed.Message);

    // What was typed stays, in case the visitor would rather try again later.
    expect(page.getByLabelText<HTMLTextAreaElement>('Message').value).toBe(typed.Message);
  });
});
