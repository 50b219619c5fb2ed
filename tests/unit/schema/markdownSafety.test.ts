// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { withValidationContext, type ValidationContext } from '../../../src/schema/context';
import { markdown } from '../../../src/schema/markdown';
import { lexMarkdown, renderMarkdownTokens } from '../../../src/schema/markdownRenderer';
import { markdownSections } from '../../../src/schema/markdownSections';

/*
 * Markdown from content may carry no raw HTML, link only to site paths and http:, https:, mailto:
 * or tel: addresses, and show only pictures the site's policy lets browsers load (its own and data:
 * addresses): a host that sends no Content Security Policy has nothing else between an editor's slip
 * (or a pasted snippet) and a visitor's browser, and one that does would show a broken image.
 *
 * Mutants of the renderer that survive, each equivalent:
 * - Emptying the catch of the address encoding: it returns nothing either way.
 * - Reading a text token's inline parts when it has the field but no list in it: marked gives every
 *   token that has the field a list.
 * - Escaping a backslash escape as a text token is escaped, by its type check made always true: only
 *   text tokens can be marked as escaped already, so an escape goes the same way either way.
 */

const link = (found: string) => `a link in Markdown must go to a site path such as "/contact" or an https://, http://, mailto: or tel: address, found ${found}`;
const image = (found: string, file = 'name.png') =>
  `an image in Markdown must be one of the site's own pictures or a data: address: put the file under content/public/images/ and write "/images/${file}" (the site's security policy blocks pictures from other hosts), found ${found}`;
const html = (found: string) => `Markdown may not carry HTML, found ${found}`;

function messagesOf(text: string): string[] {
  const result = markdown.safeParse(text);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function context(files: Record<string, string>): ValidationContext {
  return {
    routes: new Set(['/', '/contact', '/courses']),
    collections: new Map(),
    fileExists: () => true,
    readText: (path) => files[path],
    settings: { contact: { email: 'info@academy.test' } },
  };
}

describe('Markdown that is refused, with where it is in the text', () => {
  it.each([
    ['a javascript: link', 'See [this](javascript:alert(1)).', link('"javascript:alert(1)" at line 1, column 5 of this Markdown')],
    ['mixed case', '[a](JaVaScRiPt:alert(1))', link('"JaVaScRiPt:alert(1)" at line 1, column 1 of this Markdown')],
    ['a data: link', '[a](data:text/html;base64,PHNjcmlwdD4=)', link('"data:text/html;base64,PHNjcmlwdD4=" at line 1, column 1 of this Markdown')],
    ['a vbscript: link', '[a](vbscript:msgbox(1))', link('"vbscript:msgbox(1)" at line 1, column 1 of this Markdown')],
    [
      'a hex character reference',
      '[a](jav&#x61;script:alert(1))',
      link('"jav&#x61;script:alert(1)" (read by browsers as "javascript:alert(1)") at line 1, column 1 of this Markdown'),
    ],
    [
      'an encoded colon, named',
      '[a](javascript&colon;alert(1))',
      link('"javascript&colon;alert(1)" (read by browsers as "javascript:alert(1)") at line 1, column 1 of this Markdown'),
    ],
    [
      'an encoded colon, decimal and without its semicolon',
      '[a](javascript&#0000058alert(1))',
      link('"javascript&#0000058alert(1)" (read by browsers as "javascript:alert(1)") at line 1, column 1 of this Markdown'),
    ],
    [
      'a leading control character',
      '[a](<\u0001javascript:alert(1)>)',
      link('"\\u0001javascript:alert(1)" (read by browsers as "javascript:alert(1)") at line 1, column 1 of this Markdown'),
    ],
    ['a leading space', '[a](<  javascript:alert(1)>)', link('"  javascript:alert(1)" (read by browsers as "javascript:alert(1)") at line 1, column 1 of this Markdown')],
    ['a leading encoded tab', '[a](&#x09;javascript:alert(1))', link('"&#x09;javascript:alert(1)" (read by browsers as "javascript:alert(1)") at line 1, column 1 of this Markdown')],
    ['a tab inside the scheme', '[a](java&Tab;script:alert(1))', link('"java&Tab;script:alert(1)" (read by browsers as "javascript:alert(1)") at line 1, column 1 of this Markdown')],
    ['an escaped colon', '[a](javascript\\:alert(1))', link('"javascript:alert(1)" at line 1, column 1 of this Markdown')],
    ['an autolink', 'Go <javascript:alert(1)>', link('"javascript:alert(1)" at line 1, column 4 of this Markdown')],
    ['a reference link', 'Go [there][r].\n\n[r]: javascript:alert(1)', link('"javascript:alert(1)" at line 1, column 4 of this Markdown')],
    ['a protocol-relative address', '[a](//evil.example)', link('"//evil.example" at line 1, column 1 of this Markdown')],
    ['a backslash after the slash', '[a](/\\evil.example)', link('"/\\evil.example" at line 1, column 1 of this Markdown')],
    ['a path relative to the page', '[a](contact)', link('"contact" at line 1, column 1 of this Markdown')],
    ['a javascript: image', '![x](javascript:alert(1))', image('"javascript:alert(1)" at line 1, column 1 of this Markdown')],
    ['an image from another host', 'Look:\n\n![p](https://other.example/a/p.png)', image('"https://other.example/a/p.png" at line 3, column 1 of this Markdown', 'p.png')],
    ['an image over http', 'See ![p](http://other.example/p.png?size=2#x)', image('"http://other.example/p.png?size=2#x" at line 1, column 5 of this Markdown', 'p.png')],
    ['an image with its scheme in capitals', '![p](HTTPS://OTHER.EXAMPLE/P.PNG)', image('"HTTPS://OTHER.EXAMPLE/P.PNG" at line 1, column 1 of this Markdown', 'P.PNG')],
    ['a protocol-relative image', '![p](//other.example/p.png)', image('"//other.example/p.png" at line 1, column 1 of this Markdown', 'p.png')],
    ['an image behind two backslashes', '![p](\\\\other.example\\p.png)', image('"\\other.example\\p.png" at line 1, column 1 of this Markdown', 'p.png')],
    ['an image behind a slash and a backslash', '![p](/\\other.example/p.png)', image('"/\\other.example/p.png" at line 1, column 1 of this Markdown', 'p.png')],
    [
      'an image address with spaces around it',
      '![p](<  https://other.example/p.png >)',
      image('"  https://other.example/p.png " (read by browsers as "https://other.example/p.png") at line 1, column 1 of this Markdown', 'p.png'),
    ],
    [
      'an image address with an encoded colon',
      '![p](https&colon;//other.example/p.png)',
      image('"https&colon;//other.example/p.png" (read by browsers as "https://other.example/p.png") at line 1, column 1 of this Markdown', 'p.png'),
    ],
    ['an image relative to the page', '![p](images/p.png)', image('"images/p.png" at line 1, column 1 of this Markdown', 'p.png')],
    ['a reference-style image', 'Our hall: ![the hall][hall].\n\n[hall]: https://other.example/hall.jpg', image('"https://other.example/hall.jpg" at line 1, column 11 of this Markdown', 'hall.jpg')],
    ['an image inside a link', '[![p](https://other.example/p.png)](/contact)', image('"https://other.example/p.png" at line 1, column 2 of this Markdown', 'p.png')],
    ['an image in HTML', 'A picture: <img src="https://other.example/p.png" alt="p">', html('"<img src="https://other.example/p.png" alt="p">" at line 1, column 12 of this Markdown')],
    ['an HTML block', 'Intro.\n\n<div onclick="alert(1)">Hi</div>', html('"<div onclick="alert(1)">Hi</div>" at line 3, column 1 of this Markdown')],
    ['an HTML comment', 'Text\n\n<!-- note -->', html('"<!-- note -->" at line 3, column 1 of this Markdown')],
    ['an image tag inline', 'A list:\n\n- one\n- two <img src=x onerror=alert(1)>', html('"<img src=x onerror=alert(1)>" at line 4, column 7 of this Markdown')],
  ])('refuses %s', (_, text, message) => {
    expect(messagesOf(text)).toEqual([message]);
  });

  it('quotes an HTML block as written, without the blank lines after it', () => {
    expect(messagesOf('Intro.\n\n<div>Hi</div>\n\nAfter.')).toEqual([html('"<div>Hi</div>" at line 3, column 1 of this Markdown')]);
  });

  it('places an HTML block inside a list item at its first line, past a "<" in the words before it', () => {
    expect(messagesOf('- Since 1 < 2:\n\n  <div>\n  Hi\n  </div>\n')).toEqual([html('"<div>\\nHi\\n</div>" at line 3, column 3 of this Markdown')]);
  });

  it('refuses an inline tag and its closing tag, each where it is', () => {
    expect(messagesOf('Hi <script>alert(1)</script> there')).toEqual([
      html('"<script>" at line 1, column 4 of this Markdown'),
      html('"</script>" at line 1, column 20 of this Markdown'),
    ]);
  });

  it('refuses HTML inside the words of a link, and the same tag twice, at each place', () => {
    expect(messagesOf('[<b>x</b>](/contact) and <br><br>')).toEqual([
      html('"<b>" at line 1, column 2 of this Markdown'),
      html('"</b>" at line 1, column 6 of this Markdown'),
      html('"<br>" at line 1, column 26 of this Markdown'),
      html('"<br>" at line 1, column 30 of this Markdown'),
    ]);
  });

  it('names the file and its line and column when the Markdown is kept in a file', () => {
    const files = { 'texts/x.md': 'First line.\n\nWrite [to us](mailto:a@b.test) or [here](javascript:alert(1)).\n' };
    const result = withValidationContext(context(files), () => markdown.safeParse({ file: 'texts/x.md' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([link('"javascript:alert(1)" at content/texts/x.md:3:35')]);
  });

  it('counts columns as written, before site settings are quoted in', () => {
    const files = { 'texts/x.md': 'Mail {{contact.email}} <b>now</b>\n' };
    const result = withValidationContext(context(files), () => markdown.safeParse({ file: 'texts/x.md' }));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      html('"<b>" at content/texts/x.md:1:24'),
      html('"</b>" at content/texts/x.md:1:30'),
    ]);
  });

  it('refuses raw HTML a site setting would bring in', () => {
    const risky: ValidationContext = { ...context({}), settings: { legal: { country: '<img src=x onerror=alert(1)>' } } };
    const result = withValidationContext(risky, () => markdown.safeParse('In {{legal.country}}.'));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([html('"<img src=x onerror=alert(1)>" at line 1, column 4 of this Markdown')]);
  });

  it('in sectioned Markdown, counts lines from the top of the file', () => {
    const files = { 'texts/legal.md': 'Intro.\n\n## One\n\nFine.\n\n## Two\n\nSee [this](vbscript:x).\n' };
    const result = withValidationContext(context(files), () => markdownSections.safeParse({ file: 'texts/legal.md' }));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([link('"vbscript:x" at content/texts/legal.md:9:5')]);
  });

  it('reports a refused link once, not also as a route that does not exist', () => {
    const result = withValidationContext(context({}), () => markdown.safeParse('[a](//contact)'));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([link('"//contact" at line 1, column 1 of this Markdown')]);
  });
});

describe('ordinary Markdown', () => {
  const ordinary = [
    'Classes are **one to one**. [Ask us](/contact) or [see the courses](/courses?level=1#tajweed).',
    '',
    'Write to [info@academy.test](mailto:info@academy.test), call [+92 300 1234567](tel:+923001234567),',
    'or read [the guide](https://example.com/guide?a=1&b=2) and [the old page](http://example.com/).',
    '',
    '- <https://example.com/auto>, www.example.com and info@academy.test',
    '- `<b>code</b>` stays code',
    '',
    '![An open book](/images/book.svg "A book")',
  ].join('\n');

  it('passes, links checked against the routes', () => {
    const result = withValidationContext(context({}), () => markdown.safeParse(ordinary));
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toContain('<a href="/contact">Ask us</a>');
    expect(result.data).toContain('<a href="/courses?level=1#tajweed">see the courses</a>');
    expect(result.data).toContain('<a href="mailto:info@academy.test">info@academy.test</a>');
    expect(result.data).toContain('<a href="tel:+923001234567">+92 300 1234567</a>');
    expect(result.data).toContain('<a href="https://example.com/guide?a=1&amp;b=2">the guide</a>');
    expect(result.data).toContain('<a href="http://example.com/">the old page</a>');
    expect(result.data).toContain('<a href="https://example.com/auto">https://example.com/auto</a>');
    expect(result.data).toContain('<a href="http://www.example.com">www.example.com</a>');
    expect(result.data).toContain('<code>&lt;b&gt;code&lt;/b&gt;</code>');
    expect(result.data).toContain('<img src="/images/book.svg" alt="An open book" title="A book">');
  });

  it('keeps an address with character references as the browser would read it', () => {
    expect(markdown.parse('[a](/courses?x=1&amp;y=2)')).toContain('<a href="/courses?x=1&amp;y=2">a</a>');
  });
});

/** Every element and attribute of rendered HTML, as a browser builds it. */
function parsed(html: string): { tags: string[]; attributes: string[] } {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const elements = [...body.querySelectorAll('*')];
  return {
    tags: elements.map((element) => element.tagName.toLowerCase()),
    attributes: elements.flatMap((element) => [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`)),
  };
}

describe('the renderer, should validation be skipped', () => {
  const render = (text: string) => renderMarkdownTokens(lexMarkdown(text));

  it('shows raw HTML as text', () => {
    const output = render('Hi <script>alert("x") && 1 < 2</script> <img src=x onerror=alert(1)>\n\n<div onclick="alert(1)">\n<iframe src="javascript:alert(1)"></iframe>\n</div>');
    expect(parsed(output).tags).toEqual(['p', 'p']);
    expect(parsed(output).attributes).toEqual([]);
    expect(new DOMParser().parseFromString(output, 'text/html').body.textContent).toContain('<script>alert("x") && 1 < 2</script>');
  });

  it('keeps the words of a refused link and drops a refused image, in every disguise', () => {
    const disguises = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'jav&#x61;script:alert(1)',
      'javascript&colon;alert(1)',
      'javascript&#58alert(1)',
      '&#x09;javascript:alert(1)',
      'java&Tab;script:alert(1)',
      'java&NewLine;script:alert(1)',
      '<\u0001javascript:alert(1)>',
      'vbscript:msgbox(1)',
      '//evil.example',
      '/&sol;evil.example',
    ];
    for (const address of disguises) {
      const output = render(`[words](${address}) ![picture](${address})`);
      expect(parsed(output), address).toEqual({ tags: ['p'], attributes: [] });
      expect(output, address).toContain('words');
    }
  });

  it('drops an image from another host in every form, keeping a link there', () => {
    const elsewhere = [
      'https://other.example/p.png',
      'HTTPS://other.example/p.png',
      'http://other.example/p.png',
      '//other.example/p.png',
      '\\\\other.example\\p.png',
      '/&bsol;other.example/p.png',
      '<  https://other.example/p.png>',
      'https&colon;//other.example/p.png',
    ];
    for (const address of elsewhere) {
      expect(parsed(render(`![picture](${address})`)), address).toEqual({ tags: ['p'], attributes: [] });
    }
    expect(parsed(render('[words](https://other.example/p.png)')).attributes).toEqual(['href=https://other.example/p.png']);
  });

  it('shows a data: image, which the policy allows, and still leaves out a data: link', () => {
    expect(parsed(render('![a dot](data:image/png;base64,iVBORw0KGgo=)')).attributes).toEqual(['src=data:image/png;base64,iVBORw0KGgo=', 'alt=a dot']);
    expect(parsed(render('[words](data:text/html,<script>alert(1)</script>)'))).toEqual({ tags: ['p'], attributes: [] });
  });

  it('keeps character references in the words as the browser reads them, escaping the rest', () => {
    expect(render('Tom &amp; Jerry &copy; 2025, 5 &lt; 6 & "x"')).toBe('<p>Tom &amp; Jerry &copy; 2025, 5 &lt; 6 &amp; &quot;x&quot;</p>\n');
  });

  it('escapes the text between raw tags and after a backslash exactly once', () => {
    expect(render('a <script>x < y & "q"</script>')).toBe('<p>a &lt;script&gt;x &lt; y &amp; &quot;q&quot;&lt;/script&gt;</p>\n');
    expect(render('\\<b\\> \\& \\* and \\"')).toBe('<p>&lt;b&gt; &amp; * and &quot;</p>\n');
  });

  it('keeps a title, and an address already percent-encoded as it is', () => {
    expect(render('[a](/contact%20us "Write to us") ![b](/images/a%20b.svg "A picture")')).toBe(
      '<p><a href="/contact%20us" title="Write to us">a</a> <img src="/images/a%20b.svg" alt="b" title="A picture"></p>\n',
    );
  });

  it('leaves out a link or image whose address cannot be written as a URL (a lone surrogate), keeping the words', () => {
    expect(render('[a](/x\uD800) ![b](/y\uDC00.svg)')).toBe('<p>a b</p>\n');
  });

  it('writes an allowed address so the browser reads back exactly what was checked', () => {
    expect(parsed(render('[a](/contact?x=&sol;&unknown;)')).attributes).toEqual(['href=/contact?x=/&unknown;']);
  });
});
