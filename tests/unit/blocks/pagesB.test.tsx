import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { eventsBlock } from '../../../src/blocks/events/schema';
import { badgeOf, formatDate, formatTime } from '../../../src/blocks/events/when';
import { legalSectionsBlock } from '../../../src/blocks/legal-sections/schema';
import { MediaText } from '../../../src/blocks/media-text/MediaText';
import * as mediaTextStyles from '../../../src/blocks/media-text/mediaText.css';
import { mediaTextBlock } from '../../../src/blocks/media-text/schema';
import { ProductLinks } from '../../../src/blocks/product-links/ProductLinks';
import { productLinksBlock } from '../../../src/blocks/product-links/schema';
import { reviewsBlock } from '../../../src/blocks/reviews/schema';
import { WhatsappOrder } from '../../../src/blocks/whatsapp-order/WhatsappOrder';
import { whatsappOrderBlock } from '../../../src/blocks/whatsapp-order/schema';
import { withValidationContext, type ValidationContext } from '../../../src/schema/context';
import { splitSections } from '../../../src/schema/markdownSections';
import { chatLink } from '../../../src/services/whatsapp';
import { testSite } from '../support/site';

const page = { path: '/ring', title: 'Silver Rings', breadcrumbs: [{ label: 'Home', to: '/' }, { label: 'Silver Rings' }] };

function context(overrides: Partial<ValidationContext> = {}): ValidationContext {
  return {
    routes: new Set(['/', '/contact', '/ring', '/stones', '/hirz']),
    collections: new Map(),
    fileExists: () => true,
    readText: () => undefined,
    settings: { name: 'Test Academy', legal: { country: 'Pakistan', state: 'Punjab', supportEmail: 'help@academy.test', supportPhone: '+92 300 1111111' } },
    ...overrides,
  };
}

function render(node: React.ReactNode): string {
  return renderToString(node);
}

describe('event dates and times', () => {
  it('are written as ISO dates and 24-hour times, and shown as visitors read them, in any time zone', () => {
    expect(formatDate('2025-01-15')).toBe('January 15, 2025');
    expect(badgeOf('2025-02-01')).toEqual({ month: 'Feb', day: '1' });
    expect(formatTime('18:00')).toBe('6:00 PM');
    expect(formatTime('12:30')).toBe('12:30 PM');
    expect(formatTime('00:00')).toBe('12:00 AM');
    // The last day of a month stays itself wherever the build runs: no time zone moves a calendar date.
    expect(formatDate('2024-12-31')).toBe('December 31, 2024');
  });

  it('refuse what is not a real date or a 24-hour time', () => {
    const result = eventsBlock.safeParse({
      type: 'events',
      heading: 'Upcoming Events',
      items: [
        { title: 'Majlis', date: 'January 15, 2025', time: '6:00 PM', location: 'Community Centre' },
        { title: 'Dua', date: '2025-02-30', time: '25:00', location: 'Community Centre' },
      ],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['items.0.date', 'expected a date written year-month-day, such as 2025-01-15'],
      ['items.0.time', 'expected a 24-hour time written hours:minutes, such as "18:00"'],
      ['items.1.date', 'expected a date written year-month-day, such as 2025-01-15'],
      ['items.1.time', 'expected a 24-hour time written hours:minutes, such as "18:00"'],
    ]);
  });
});


describe('legal sections', () => {
  const file = 'Intro for {{name}}.\n\n## Information We Collect\n\nYour name.\n\n## Governing Law\n\nThe laws of {{legal.state}}, {{legal.country}}. [Contact us](/contact).\n';

  it('split at "## " headings, with each part rendered and the site settings quoted', () => {
    const block = withValidationContext(context({ readText: (path) => (path === 'texts/legal/x.md' ? file : undefined) }), () =>
      legalSectionsBlock.parse({ type: 'legal-sections', markdown: { file: 'texts/legal/x.md' } }),
    );
    expect(block.markdown.intro).toBe('<p>Intro for Test Academy.</p>\n');
    expect(block.markdown.sections.map((section) => section.title)).toEqual(['Information We Collect', 'Governing Law']);
    expect(block.markdown.sections[1]!.html).toContain('The laws of Punjab, Pakistan.');
  });

  it('report a link to no route and a setting that does not exist', () => {
    const result = withValidationContext(context(), () =>
      legalSectionsBlock.safeParse({ type: 'legal-sections', markdown: '## One\n\n[x](/nowhere) in {{legal.county}}' }),
    );
    const messages = result.error?.issues.map((issue) => issue.message).join('\n') ?? '';
    expect(messages).toContain('"{{legal.county}}" names no site setting');
    expect(messages).toContain('the link "/nowhere" in this Markdown is not a route');
  });

  it('report a missing file', () => {
    const result = withValidationContext(context(), () => legalSectionsBlock.safeParse({ type: 'legal-sections', markdown: { file: 'texts/legal/none.md' } }));
    expect(result.error?.issues[0]?.message).toBe('file "content/texts/legal/none.md" does not exist');
  });

  it('are 10 in the privacy policy and 13 in the terms, which quote the jurisdiction instead of naming it', () => {
    const privacy = readFileSync('content/texts/legal/privacy.md', 'utf8');
    const terms = readFileSync('content/texts/legal/terms.md', 'utf8');
    expect(splitSections(privacy).sections).toHaveLength(10);
    expect(splitSections(terms).sections).toHaveLength(13);
    expect(privacy).toMatch(/not intended for children under 13/);
    for (const text of [privacy, terms]) {
      expect(text).toContain('{{legal.country}}');
      expect(text).toContain('{{legal.state}}');
      expect(text).toContain('{{legal.supportEmail}}');
      expect(text).toContain('{{legal.supportPhone}}');
    }
  });
});

describe('the media-text block', () => {
  const item = (title: string) => ({ title, markdown: `About ${title}.`, image: { src: '/images/x.svg', alt: title, width: 4, height: 3 } });
  const sides = (input: object) => {
    const html = render(<MediaText block={mediaTextBlock.parse({ type: 'media-text', items: ['A', 'B', 'C'].map(item), ...input })} page={page} site={testSite()} firstView={false} />);
    return [...html.matchAll(/<article class="([^"]+)"/g)].map(([, classes]) =>
      classes!.includes(mediaTextStyles.item({ imageSide: 'end' }).split(' ').at(-1)!) ? 'end' : 'start',
    );
  };

  it('alternates the image side, starting with the image unless told otherwise', () => {
    expect(sides({})).toEqual(['start', 'end', 'start']);
    expect(sides({ start: 'text' })).toEqual(['end', 'start', 'end']);
    expect(sides({ alternate: false })).toEqual(['start', 'start', 'start']);
  });
});

describe('the shared product blocks', () => {
  it('order on WhatsApp with a message naming the page\'s product, built by chatLink', () => {
    const html = render(
      <WhatsappOrder
        block={whatsappOrderBlock.parse({ type: 'whatsapp-order' })}
        page={page}
        site={{ ...testSite(), whatsapp: { number: '923001234567', greeting: 'Hi' } }}
        firstView={false}
      />,
    );
    const expected = chatLink('923001234567', 'Assalamu alaikum! I would like to order Silver Rings. Please tell me the price and availability.');
    expect(html).toContain(`href="${expected.replace(/&/g, '&amp;')}"`);
    expect(html).toContain('Order via WhatsApp');
  });

  it('link to every other product page, leaving out the current one', () => {
    const items = new Map(
      ['ring', 'stones', 'hirz'].map((id) => [id, { id, name: id.toUpperCase(), to: `/${id}`, image: { src: `/images/${id}.svg`, alt: '', width: 4, height: 3 }, summary: `About ${id}` }]),
    );
    const block = withValidationContext(context({ collections: new Map([['product-pages', items]]) }), () => productLinksBlock.parse({ type: 'product-links' }));
    expect(block.heading).toBe('Explore Our Other Products');
    const html = render(<ProductLinks block={block} page={page} site={testSite()} firstView={false} />);
    expect([...html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href)).toEqual(['/stones', '/hirz']);
  });
});

describe('the reviews block', () => {
  const reviews = new Map([['ring-1', { id: 'ring-1', quote: 'Lovely ring.', name: 'Asad' }]]);

  it('takes quotes from content/reviews.yaml by id', () => {
    const block = withValidationContext(context({ collections: new Map([['reviews', reviews]]) }), () =>
      reviewsBlock.parse({ type: 'reviews', heading: 'What Our Customers Say', items: ['ring-1'] }),
    );
    expect(block.items).toEqual([{ id: 'ring-1', quote: 'Lovely ring.', name: 'Asad' }]);
  });

  it('names an unknown id', () => {
    const result = withValidationContext(context({ collections: new Map([['reviews', reviews]]) }), () =>
      reviewsBlock.safeParse({ type: 'reviews', heading: 'Reviews', items: ['ring-2'] }),
    );
    expect(JSON.stringify(result.error?.issues)).toContain('no item \\"ring-2\\" in collection \\"reviews\\"');
  });
});
