// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../../../../src/blocks/login-form/LoginForm.client';
import { en } from '../../../../src/i18n/messages/en';
import type { BlogStore } from '../../../../src/services/blog';
import { BlogStoreError } from '../../../../src/services/blog/errors';
import { urduGroup } from '../../support/urdu';

/** The store, faked at the module boundary: each test says how the sign-in fails. */
const fake = vi.hoisted(() => ({ signIn: vi.fn<(username: string, password: string) => Promise<boolean>>() }));
vi.mock('../../../../src/services/blog', () => ({
  blogStoreKind: 'firebase',
  blogStore: () => Promise.resolve({ kind: 'firebase', signIn: fake.signIn } as unknown as BlogStore),
}));

/** An error as Firebase Authentication throws it: its code, and its own English message. */
const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

const forms = { en: en.forms, ur: urduGroup('forms') };
const storeErrors = { en: en.blog.storeErrors, ur: urduGroup('blog').storeErrors };

async function signIn(language: keyof typeof forms, failure: unknown) {
  fake.signIn.mockRejectedValue(failure);
  const { loginForm, errors } = forms[language];
  render(<LoginForm block={{ type: 'login-form', next: '/write', returns: [] }} text={loginForm} errorText={errors} storeErrors={storeErrors[language]} />);
  fireEvent.change(screen.getByLabelText(loginForm.usernameLabel), { target: { value: 'owner@example.org' } });
  fireEvent.change(screen.getByLabelText(loginForm.passwordLabel), { target: { value: 'secret' } });
  fireEvent.click(screen.getByRole('button', { name: loginForm.submit }));
  await act(async () => {});
  return screen.getByRole('alert').textContent;
}

beforeEach(() => {
  fake.signIn.mockReset();
});
afterEach(cleanup);

describe('a sign-in the service could not answer', () => {
  it.each([
    ['auth/network-request-failed', 'Sign-in failed: the sign-in service could not be reached. Check your connection and try again.'],
    ['auth/too-many-requests', 'Sign-in failed: too many attempts in a short time. Wait a few minutes, then try again.'],
    ['auth/unauthorized-domain', "Sign-in failed: the sign-in service is not set up for this site. Ask the site's administrator."],
    ['auth/internal-error', 'Sign-in failed: an unexpected error (auth/internal-error).'],
  ])('%s says why in words the owner can act on', async (code, said) => {
    expect(await signIn('en', firebaseError(code))).toBe(said);
  });

  it('passes on the words of a failure that is not the service’s own', async () => {
    expect(await signIn('en', new TypeError('Failed to fetch dynamically imported module'))).toBe('Sign-in failed: an unexpected error (Failed to fetch dynamically imported module).');
  });

  it("says the preview sign-in's own failure in the page's language, as an unexpected error", async () => {
    expect(await signIn('en', new BlogStoreError('insecureConnection'))).toBe('Sign-in failed: an unexpected error (signing in needs a secure connection (https:// or localhost)).');
    cleanup();
    expect(await signIn('en', new BlogStoreError('noOwnerLogin'))).toBe('Sign-in failed: an unexpected error (this site was built without the owner login of the local blog store).');
    cleanup();
    expect(await signIn('ur', new BlogStoreError('insecureConnection'))).toBe('سائن ان نہیں ہو سکا: ایک غیر متوقع خرابی (سائن ان کے لیے محفوظ کنکشن (https:// یا localhost) درکار ہے)۔');
  });

  it('says why in Urdu on an Urdu page', async () => {
    expect(await signIn('ur', firebaseError('auth/network-request-failed'))).toBe('سائن ان نہیں ہو سکا: سائن ان کی سروس تک رسائی نہیں ہو سکی۔ اپنا انٹرنیٹ کنکشن دیکھ کر دوبارہ کوشش کریں۔');
    cleanup();
    expect(await signIn('ur', firebaseError('auth/internal-error'))).toBe('سائن ان نہیں ہو سکا: ایک غیر متوقع خرابی (auth/internal-error)۔');
  });
});
