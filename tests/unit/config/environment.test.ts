import { describe, expect, it } from 'vitest';
import { ConfigError, PREVIEW_OWNER, readConfig } from '../../../src/config/environment';

const firebase = {
  VITE_FIREBASE_API_KEY: 'AIzaFake',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
  VITE_FIREBASE_DATABASE_URL: 'https://demo-default-rtdb.europe-west1.firebasedatabase.app',
  VITE_FIREBASE_PROJECT_ID: 'demo',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
  VITE_BLOG_OWNER_UID: 'owner-uid',
};
const emailjs = { VITE_EMAILJS_SERVICE_ID: 'service_1', VITE_EMAILJS_TEMPLATE_ID: 'template_1', VITE_EMAILJS_PUBLIC_KEY: 'public_1' };

/** The problems readConfig names for these variables, or [] when it accepts them. */
function problemsOf(env: Record<string, string | undefined>): readonly string[] {
  try {
    readConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('the site settings', () => {
  it('with nothing set: the local blog store, a contact form without EmailJS, the public Quran API, the preview owner', () => {
    expect(readConfig({})).toEqual({ site: { blog: { store: 'local' }, emailjs: null, quranApiBase: null }, owner: PREVIEW_OWNER });
  });

  it('use Firebase for the blog when all six of its variables are set, trimmed', () => {
    expect(readConfig({ ...firebase, VITE_FIREBASE_PROJECT_ID: '  demo \n' }).site.blog).toEqual({
      store: 'firebase',
      firebase: {
        apiKey: 'AIzaFake',
        authDomain: 'demo.firebaseapp.com',
        databaseURL: 'https://demo-default-rtdb.europe-west1.firebasedatabase.app',
        projectId: 'demo',
        appId: '1:2:web:3',
        ownerUid: 'owner-uid',
      },
    });
  });

  it('refuse half a Firebase setup, naming each variable still missing (blank counts as missing)', () => {
    for (const name of Object.keys(firebase)) {
      const problems = problemsOf({ ...firebase, [name]: name === 'VITE_BLOG_OWNER_UID' ? '   ' : undefined });
      expect(problems, name).toEqual([
        `the Firebase blog is half set up: ${name} is missing. Set all 6 for the Firebase blog, or none to keep the blog in the local browser store.`,
      ]);
    }
    expect(problemsOf({ VITE_FIREBASE_API_KEY: 'k', VITE_FIREBASE_DATABASE_URL: 'https://x.firebaseio.com' })[0]).toContain(
      'VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_APP_ID, VITE_BLOG_OWNER_UID are missing',
    );
  });

  it('send the contact form through EmailJS with all three of its values, trimmed, and refuse two of three', () => {
    expect(readConfig({ ...emailjs, VITE_EMAILJS_PUBLIC_KEY: ' public_1 ' }).site.emailjs).toEqual({ serviceId: 'service_1', templateId: 'template_1', publicKey: 'public_1' });
    expect(problemsOf({ ...emailjs, VITE_EMAILJS_TEMPLATE_ID: '' })).toEqual([
      'EmailJS is half set up: VITE_EMAILJS_TEMPLATE_ID is missing. Set all 3 for EmailJS, or none to have the contact form offer WhatsApp and email instead.',
    ]);
  });

  it('report every mistake at once, in the message the build stops with', () => {
    const error = (() => {
      try {
        readConfig({ VITE_FIREBASE_APP_ID: 'x', VITE_EMAILJS_SERVICE_ID: 's' });
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ConfigError);
    // The name is what a build's log prints before the message.
    expect((error as ConfigError).name).toBe('ConfigError');
    expect((error as ConfigError).message).toMatch(/^The site's settings are incomplete:\n {2}- the Firebase blog is half set up: .*\n {2}- EmailJS is half set up: /);
  });

  it('take an https address for the Quran API and refuse anything else', () => {
    expect(readConfig({ VITE_QURAN_API_BASE: 'https://quran.example.net/v1' }).site.quranApiBase).toBe('https://quran.example.net/v1');
    expect(problemsOf({ VITE_QURAN_API_BASE: 'http://quran.example.net' })).toEqual(['VITE_QURAN_API_BASE: expected an https:// address, such as https://api.alquran.cloud']);
    // An https:// address later in the text is not an https address. Two mutants survive, both
    // equivalent: a host of one character or more reads the same to a test as one of exactly one,
    // and each setting's path is one name long, so joining it with "." or "" writes the same.
    expect(problemsOf({ VITE_QURAN_API_BASE: 'see https://quran.example.net' })).toEqual(['VITE_QURAN_API_BASE: expected an https:// address, such as https://api.alquran.cloud']);
  });

  it("take the owner's login, the username trimmed and the password exactly as typed", () => {
    expect(readConfig({ SITE_OWNER_USERNAME: ' imam ', SITE_OWNER_PASSWORD: ' two words ' }).owner).toEqual({ username: 'imam', password: ' two words ' });
  });
});
