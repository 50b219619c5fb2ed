import { describe, expect, it, vi } from 'vitest';
import { shareLink, shareStatus, type ShareTools } from '../../../../src/blocks/share/shareLink';
import { en } from '../../../../src/i18n/messages/en';

/*
 * Sharing a page's link: through the device's share sheet where the browser has one, else by
 * copying it, and what the status line then says. The browser's parts are stand-ins here; the
 * copying in a real browser is tested in tests/e2e/ayahPages.spec.ts.
 */

const link = { title: 'Al-Baqarah 2:255', url: 'https://site.test/read-quran/2/255' };
const refused = (name: string) => () => Promise.reject(Object.assign(new Error(name), { name }));

describe('sharing a link', () => {
  it("goes to the device's share sheet with the page's title and address, and copies nothing", async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareLink(link, { share, canShare: () => true, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Al-Baqarah 2:255', url: 'https://site.test/read-quran/2/255' });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies nothing when the reader closes the share sheet', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareLink(link, { share: refused('AbortError'), clipboard: { writeText } })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the address where the browser has no share sheet, or one that cannot take this link, or refuses it', async () => {
    const cases: ShareTools[] = [{}, { canShare: () => false, share: () => Promise.resolve() }, { share: refused('NotAllowedError') }];
    for (const tools of cases) {
      const writeText = vi.fn(() => Promise.resolve());
      expect(await shareLink(link, { ...tools, clipboard: { writeText } })).toBe('copied');
      expect(writeText).toHaveBeenCalledWith('https://site.test/read-quran/2/255');
    }
  });

  it('fails when neither the share sheet nor the clipboard takes it', async () => {
    expect(await shareLink(link, {})).toBe('failed');
    expect(await shareLink(link, { clipboard: { writeText: refused('NotAllowedError') } })).toBe('failed');
  });
});

describe('the status line', () => {
  it('says what happened, and where copying failed gives the address to copy by hand', () => {
    expect(shareStatus('shared', link.url, en.blocks.share)).toBe('Shared. Thank you for passing it on.');
    expect(shareStatus('cancelled', link.url, en.blocks.share)).toBe('Not shared.');
    expect(shareStatus('copied', link.url, en.blocks.share)).toBe('Link copied. Paste it wherever you want to share it.');
    expect(shareStatus('failed', link.url, en.blocks.share)).toBe('This browser did not let the page copy the link. Copy it from here: https://site.test/read-quran/2/255');
  });
});
