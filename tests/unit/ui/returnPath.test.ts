import { describe, expect, it } from 'vitest';
import { returnPath, withReturnPath, type ReturnRule } from '../../../src/ui/returnPath';

const ORIGIN = 'https://academy.test';
const rule: ReturnRule = { origin: ORIGIN, paths: ['/write', '/manage-blogs'], fallback: '/write' };

/** Where signing in sends the owner when the sign-in page's address asks for `from`, written as a link would carry it (percent-encoded). */
const after = (from: string) => returnPath(`?from=${from}`, rule);

/**
 * Where a phishing link may try to send the owner right after a real sign-in. Each is written as
 * it would stand in the link, and each must land on the default page.
 */
const attacks: readonly (readonly [string, string])[] = [
  ['another host', 'https%3A%2F%2Fevil.example%2Flogin'],
  ['a scheme-relative address', '%2F%2Fevil.example%2Flogin'],
  ['a tab between the slashes', '%2F%09%2Fevil.example%2Flogin'],
  ['a line feed between the slashes', '%2F%0A%2Fevil.example%2Flogin'],
  ['a carriage return and a backslash', '%2F%0D%5Cevil.example%2Flogin'],
  ['a backslash for the second slash', '%2F%5Cevil.example%2Flogin'],
  ['two backslashes', '%5C%5Cevil.example%2Flogin'],
  ['a tab before the slashes', '%09%2F%2Fevil.example'],
  ['spaces before the slashes', '%20%20%2F%2Fevil.example'],
  ['three slashes', '%2F%2F%2Fevil.example%2Flogin'],
  ['javascript:', 'javascript%3Aalert(document.domain)'],
  ['javascript: with a tab inside', 'java%09script%3Aalert(1)'],
  ['data:', 'data%3Atext%2Fhtml%2C%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ['a user name before the host', '%2F%2Fowner%40evil.example'],
  ['this origin as a user name of another host', 'https%3A%2F%2Facademy.test%40evil.example%2Fwrite'],
  ['this host in another scheme', 'http%3A%2F%2Facademy.test%2Fwrite'],
  ['this host on another port', 'https%3A%2F%2Facademy.test%3A8443%2Fwrite'],
  ['a host that begins like this one', 'https%3A%2F%2Facademy.test.evil.example%2Fwrite'],
  ['an encoded slash pair', '%252F%252Fevil.example'],
  ['a page that is not one the sign-in returns to', '%2Fabout'],
  ['a path that climbs out of a declared one', '%2Fwrite%2F..%2Fabout'],
  ['a declared path with a suffix', '%2Fwrite-evil'],
  ['a declared path as a folder', '%2Fwrite%2Fevil'],
  ['an empty value', ''],
];

describe('the return path between a guarded page and the sign-in page', () => {
  it('asks the sign-in page to come back, and is read back from its address', () => {
    const address = withReturnPath('/login', '/manage-blogs');
    expect(address).toBe('/login?from=%2Fmanage-blogs');
    expect(returnPath(new URL(address, ORIGIN).search, rule)).toBe('/manage-blogs');
  });

  it('goes to the default page when the address asks for nowhere', () => {
    expect(returnPath('', rule)).toBe('/write');
    expect(returnPath('?other=%2Fmanage-blogs', rule)).toBe('/write');
  });

  it.each(attacks)('never follows %s, landing on the default page', (_, from) => {
    expect(after(from)).toBe('/write');
  });

  it('follows a declared page in any case, with its query and fragment, as the URL parser writes them', () => {
    expect(after('%2FManage-Blogs')).toBe('/Manage-Blogs');
    expect(after('%2Fmanage-blogs%3Fpage%3D2%23blog-3')).toBe('/manage-blogs?page=2#blog-3');
    expect(after('https%3A%2F%2Facademy.test%2Fmanage-blogs')).toBe('/manage-blogs');
    // Dot segments are resolved before the page is checked: this one ends on a declared page.
    expect(after('%2Fabout%2F..%2Fmanage-blogs')).toBe('/manage-blogs');
    // Characters the parser escapes come back escaped, never as given.
    expect(after('%2Fmanage-blogs%3Fq%3D%22%3E%3Cscript%3E')).toBe('/manage-blogs?q=%22%3E%3Cscript%3E');
  });

  it('follows only the paths it is given, whatever the site declares elsewhere', () => {
    expect(returnPath('?from=%2Fabout', { ...rule, paths: ['/about'] })).toBe('/about');
    expect(returnPath('?from=%2Fmanage-blogs', { ...rule, paths: [] })).toBe('/write');
  });
});
