import { describe, expect, it } from 'vitest';
import { lexMarkdown, renderMarkdownTokens } from '../../../src/schema/markdownRenderer';
import { realSite } from '../support/realSite';

describe('page titles', () => {
  // The routes as built, the pages the templates make included.
  const routes = () => realSite().routes;

  it('every page has a title of its own, so a visitor can tell the pages apart by their titles', () => {
    const byTitle = new Map<string, string[]>();
    for (const route of routes()) byTitle.set(route.title, [...(byTitle.get(route.title) ?? []), route.path]);
    const shared = [...byTitle].filter(([, paths]) => paths.length > 1).map(([title, paths]) => `${title}: ${paths.join(', ')}`);
    expect(shared).toEqual([]);
  });
});

describe('Arabic in Markdown', () => {
  const render = (markdown: string) => renderMarkdownTokens(lexMarkdown(markdown));

  it('marks each run of Arabic script with its language and direction, wherever it is', () => {
    expect(render('Recite **بسم الله الرحمن الرحيم** before you begin.')).toBe(
      '<p>Recite <strong><span lang="ar" dir="rtl">بسم الله الرحمن الرحيم</span></strong> before you begin.</p>\n',
    );
    expect(render('## سورة الفاتحة & more')).toBe('<h2><span lang="ar" dir="rtl">سورة الفاتحة</span> &amp; more</h2>\n');
    expect(render('- [نور](/read-quran)')).toBe('<ul>\n<li><a href="/read-quran"><span lang="ar" dir="rtl">نور</span></a></li>\n</ul>\n');
  });

  it('marks Urdu as Urdu, and leaves attributes and English alone', () => {
    expect(render('اردو میں پڑھیں')).toBe('<p><span lang="ur" dir="rtl">اردو میں پڑھیں</span></p>\n');
    expect(render('![قرآن](/images/quran.svg)')).toBe('<p><img src="/images/quran.svg" alt="قرآن"></p>\n');
    expect(render('Plain English.')).toBe('<p>Plain English.</p>\n');
  });
});
