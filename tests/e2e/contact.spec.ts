import type { Page, Request, Route } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';
import { siteSettings } from './support/site';

/*
 * The e2e build is made with VITE_EMAILJS_SERVICE_ID=service_test, VITE_EMAILJS_TEMPLATE_ID=template_test
 * and VITE_EMAILJS_PUBLIC_KEY=public_test, so the form sends through EmailJS; every call to EmailJS
 * is intercepted here. The form without EmailJS is covered by tests/unit/contact.test.tsx and, as the
 * contact page of a build with no settings, by tests/unit/contactWithoutEmailJs.test.tsx.
 */

const EMAILJS = 'https://api.emailjs.com/**';

const typed = {
  Name: 'Amina Khan',
  Email: 'amina@example.com',
  Whatsapp: '+44 7700 900123',
  Message: 'Assalamu alaikum. When does the next Tajweed class for beginners start?\nMy son is 9.',
};

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => response.request().resourceType() === 'script' && scripts.push(response.text()));
  await page.goto('/contact');
  await waitForHydration(page);
  const code = (await Promise.all(scripts)).join('\n');
  await page.close();
  expect(code.includes('service_test') && code.includes('template_test') && code.includes('public_test'), {
    message: 'Build the site for these tests with VITE_EMAILJS_SERVICE_ID=service_test VITE_EMAILJS_TEMPLATE_ID=template_test VITE_EMAILJS_PUBLIC_KEY=public_test',
  }).toBe(true);
});

async function openForm(page: Page) {
  await page.goto('/contact');
  await waitForHydration(page);
  return page.getByRole('main').locator('form');
}

async function fillIn(page: Page) {
  for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value);
}

const MESSAGE_HINT = 'Up to 2,000 characters.';

/** The fields of a multipart/form-data body, by name. */
function multipartFields(request: Request): Record<string, string> {
  const boundary = /boundary=(.+)$/.exec(request.headers()['content-type'] ?? '')?.[1];
  if (!boundary) throw new Error(`not multipart: ${request.headers()['content-type']}`);
  const body = request.postDataBuffer()?.toString('utf8') ?? '';
  const fields: Record<string, string> = {};
  for (const part of body.split(`--${boundary}`)) {
    const match = /^\r\nContent-Disposition: form-data; name="([^"]+)"\r\n\r\n([\s\S]*)\r\n$/.exec(part);
    if (match) fields[match[1]!] = match[2]!;
  }
  return fields;
}

test('the contact page has the form with a label on every field', async ({ page, consoleErrors }) => {
  const form = await openForm(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  for (const label of Object.keys(typed)) await expect(form.getByLabel(label, { exact: true })).toBeVisible();
  await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
  expect(await form.getByLabel('Message').evaluate((box) => box.getBoundingClientRect().height)).toBe(150);
  expect(consoleErrors).toEqual([]);
});

test('an empty form sends nothing: a focused summary links to each field, each marked invalid with its message', async ({ page }) => {
  const calls: string[] = [];
  await page.route(EMAILJS, (route) => {
    calls.push(route.request().url());
    return route.fulfill({ status: 200, body: 'OK' });
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const form = await openForm(page);
  await form.getByRole('button', { name: 'Send Message' }).click();

  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  const messages = ['Enter your name', 'Enter your email address', 'Enter your WhatsApp number', 'Enter your message'];
  await expect(summary.getByRole('link')).toHaveText(messages);
  await expect(page.locator(':focus')).toContainText('There is a problem');
  for (const [index, label] of Object.keys(typed).entries()) {
    const field = form.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // The message's hint is read first, then what is wrong.
    await expect(field).toHaveAccessibleDescription(`${label === 'Message' ? `${MESSAGE_HINT} ` : ''}Error: ${messages[index]}`);
    // No browser bubble: the page made the checks (noValidate) and said what is wrong itself.
    expect(await field.evaluate((input: HTMLInputElement) => input.form?.noValidate)).toBe(true);
  }
  for (const [index, label] of Object.keys(typed).entries()) {
    await summary.getByRole('link', { name: messages[index] }).click();
    await expect(form.getByLabel(label, { exact: true })).toBeFocused();
  }
  await expectNoAxeViolations(page);

  await fillIn(page);
  await form.getByLabel('Email', { exact: true }).fill('amina-at-example.com');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(summary.getByRole('link')).toHaveText(['Enter an email address in the correct format, like name@example.com']);
  await expect(page.locator(':focus')).toContainText('There is a problem');
  await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Name', { exact: true })).not.toHaveAttribute('aria-invalid');
  for (const [label, value] of Object.entries({ ...typed, Email: 'amina-at-example.com' })) {
    await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
  }

  // Checked after the round trips above: a request sent with the refusal would have reached the route by now.
  expect(calls).toEqual([]);
  expect(dialogs).toEqual([]);
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
});

test('a sent message carries the eight fields, clears the form and says thank you', async ({ page, consoleErrors }) => {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const requests: Request[] = [];
  await page.route(EMAILJS, async (route: Route) => {
    requests.push(route.request());
    await answered;
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
  });
  const form = await openForm(page);
  await fillIn(page);
  await form.getByRole('button', { name: 'Send Message' }).click();

  // Busy but still focusable (aria-disabled, not disabled), so focus does not fall to the page.
  const sending = form.getByRole('button', { name: 'Sending...' });
  await expect(sending).toHaveAttribute('aria-disabled', 'true');
  await expect(sending).toBeFocused();
  // Pressed again while busy: nothing more is sent (Playwright's click would wait for the button to be enabled).
  await page.keyboard.press('Enter');
  answer();

  const thanks = page.getByRole('status').filter({ hasText: 'Thank you! Your message has been sent.' });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  for (const label of Object.keys(typed)) await expect(form.getByLabel(label, { exact: true })).toHaveValue('');
  await expect(form.getByRole('button', { name: 'Send Message' })).not.toHaveAttribute('aria-disabled');

  expect(requests).toHaveLength(1);
  const request = requests[0]!;
  expect(request.method()).toBe('POST');
  expect(request.url()).toBe('https://api.emailjs.com/api/v1.0/email/send-form');
  const fields = multipartFields(request);
  expect(Object.keys(fields).sort()).toEqual(['email', 'lib_version', 'message', 'name', 'service_id', 'tel', 'template_id', 'user_id']);
  expect(fields).toMatchObject({
    name: typed.Name,
    email: typed.Email,
    tel: typed.Whatsapp,
    message: typed.Message.replace(/\n/g, '\r\n'),
    service_id: 'service_test',
    template_id: 'template_test',
    user_id: 'public_test',
  });
  expect(fields.lib_version).toMatch(/^\d+\.\d+\.\d+$/);

  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('an over-long message is counted down near its limit, refused at the field and not sent', async ({ page }) => {
  const calls: string[] = [];
  await page.route(EMAILJS, (route) => {
    calls.push(route.request().url());
    return route.fulfill({ status: 200, body: 'OK' });
  });
  const form = await openForm(page);
  await fillIn(page);
  const message = form.getByLabel('Message');
  await expect(message).toHaveAccessibleDescription(MESSAGE_HINT);
  // Pasted whole: nothing cuts it short.
  await message.fill('m'.repeat(1900));
  await message.press('End');
  await page.keyboard.type('mm');
  await expect(form.getByText('98 characters left')).toBeVisible();
  await message.fill('m'.repeat(2150));
  await message.press('End');
  await page.keyboard.type('m');
  await expect(message).toHaveValue('m'.repeat(2151));
  await expect(form.getByText('151 characters too many')).toBeVisible();
  await form.getByRole('button', { name: 'Send Message' }).click();

  const error = 'Message must be 2,000 characters or fewer: remove 151 characters';
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary.getByRole('link')).toHaveText([error]);
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(message).toHaveAccessibleDescription(`${MESSAGE_HINT} 151 characters too many Error: ${error}`);
  await summary.getByRole('link', { name: error }).click();
  await expect(message).toBeFocused();
  await expectNoAxeViolations(page);
  // Checked after the round trips above: a request sent with the refusal would have reached the route by now.
  expect(calls).toEqual([]);
  await expect(page.getByRole('status').filter({ hasText: 'has been sent' })).toHaveCount(0);
});

test('after a server error, a refused request or a lost connection the text stays and the alert offers WhatsApp; the next try is sent', async ({ page }) => {
  // Each request is held until the test has seen the form sending, then answered in turn.
  const held: Route[] = [];
  await page.route(EMAILJS, (route) => void held.push(route));
  const failures: [what: string, answer: (route: Route) => Promise<void>][] = [
    ['a server error (500)', (route) => route.fulfill({ status: 500, body: 'Internal error' })],
    ['a refused request (400)', (route) => route.fulfill({ status: 400, body: 'The user ID is required' })],
    ['a lost connection', (route) => route.abort('internetdisconnected')],
  ];
  const form = await openForm(page);
  await fillIn(page);
  const send = form.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });
  const alert = page.getByRole('alert').filter({ hasText: 'Sorry, your message could not be sent.' });

  for (const [index, [what, answer]] of failures.entries()) {
    await send.click();
    await expect.poll(() => held.length, `the request after ${what}`).toBe(index + 1);
    // While it is sent, the last failure's alert is gone.
    await expect(alert).toHaveCount(0);
    await answer(held[index]!);

    await expect(alert, `the alert after ${what}`).toBeVisible();
    // Focus stays where it was, on the button, while the alert is read out.
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeFocused();
    await expect(form.getByRole('button', { name: 'Send Message' })).not.toHaveAttribute('aria-disabled');
    for (const [label, value] of Object.entries(typed)) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);

    const whatsapp = alert.getByRole('link', { name: 'Send on WhatsApp' });
    const href = (await whatsapp.getAttribute('href'))!;
    expect(href.startsWith(`https://wa.me/${siteSettings.whatsapp.number}?text=`)).toBe(true);
    expect(decodeURIComponent(href.split('?text=')[1]!)).toContain(typed.Message);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('status').filter({ hasText: 'has been sent' })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);

  await send.click();
  await expect.poll(() => held.length).toBe(failures.length + 1);
  await held.at(-1)!.fulfill({ status: 200, body: 'OK' });
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your message has been sent.' })).toBeVisible();
  await expect(alert).toHaveCount(0);
  await expect(form.getByLabel('Message')).toHaveValue('');
});

test('the EmailJS code loads only when a message is sent', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.route(EMAILJS, (route) => route.fulfill({ status: 200, body: 'OK' }));
  const form = await openForm(page);
  const before = scripts.length;
  await fillIn(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'has been sent' })).toBeVisible();
  const loadedForSending = scripts.slice(before);
  expect(loadedForSending).toHaveLength(1);
  const sdk = await (await page.request.get(loadedForSending[0]!)).text();
  expect(sdk).toContain('api.emailjs.com');
  expect(scripts.slice(0, before).some((url) => url === loadedForSending[0])).toBe(false);
});
