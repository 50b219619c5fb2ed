import { within } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBlockComponents, renderPage } from '../../../src/app/server/renderPage';
import type { BlockProps } from '../../../src/blocks/define';
import { blockDefinitions, blockSchema, definitionOf, type Block, type BlockDefinition, type BlockType, type DefinitionOf } from '../../../src/blocks/definitions';
import { contentFile, parseInSite, realSite, writtenSettings } from '../support/realSite';

const assets = { stylesheets: ['/assets/style.css'], islandLoader: '/assets/islands.js' };

/** The site as the build loads it: each block is drawn with the site's own collections and settings. */
const site = realSite;

/** Every text an editor wrote in the example, so the render test can look for each. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') {
    // Paths, Markdown syntax, and single lowercase tokens (ids, `all`, enum values) are not visible texts.
    const isVisibleText = !value.startsWith('/') && !value.includes('*') && !value.includes('[') && !/^[a-z0-9-]+$/.test(value);
    return isVisibleText ? [value] : [];
  }
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (['type', 'src', 'to', 'variant', 'alt'].includes(key) ? [] : textsOf(inner)));
  }
  return [];
}

type Position = 'first screen' | 'further down';

const PAGE = { path: '/example', title: 'Example page', listed: true, breadcrumbs: [{ label: 'Home', to: '/' }, { label: 'Example page' }] };

/** The example as the build reads it from pages.yaml: validated against the site, its picks resolved to the site's items. */
const parsedExample = (definition: BlockDefinition): Block => parseInSite(site(), () => blockSchema.parse(definition.example));

/** A page holding the block alone (after a page header, so it is drawn as it would be below it). */
function pageWith(definition: BlockDefinition, position: Position) {
  const header = blockSchema.parse({ type: 'page-header' });
  const block = parsedExample(definition);
  return { ...PAGE, blocks: position === 'first screen' ? [header, block] : [header, header, block] };
}

const renderExample = (definition: BlockDefinition, position: Position = 'first screen') =>
  renderPage(pageWith(definition, position), { site: site().site, collections: site().collections }, assets);

/**
 * The example's block in the page the build writes, as a browser receives it before any script
 * runs: the element after the page header in <main>. The page is drawn as the build draws it (in
 * Node, not in a browser-like environment) and only then parsed.
 */
function showExample(definition: BlockDefinition): HTMLElement {
  // At an address of its own: a document without one has an opaque origin, whose storage throws when a failure report reads it.
  const { document } = new JSDOM(renderExample(definition), { url: `${site().site.url}${PAGE.path}` }).window;
  const main = document.querySelector('main')!;
  expect(main.children.length, 'the page header, then the block').toBeGreaterThanOrEqual(2);
  return main.children[1] as HTMLElement;
}

const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

// ---------------------------------------------------------------------------------------------
// What each block's example must show, derived from the example and from the files under content/
// that it picks from, never from the rendered page: a dropped item, a wrong price or a wrong count
// fails here. Keyed by every block type, so a new block without its expectation does not compile.
// ---------------------------------------------------------------------------------------------

const example = <K extends BlockType>(type: K) => definitionOf(type).example as DefinitionOf<K>['example'];

const whatsappNumber = writtenSettings.whatsapp.number;
const chatAddress = `https://wa.me/${whatsappNumber}?text=`;
/** The message a WhatsApp link carries, as the visitor's chat would show it. */
const messageOf = (href: string | null) => {
  expect(href?.startsWith(chatAddress), `${href} is a chat with ${whatsappNumber}`).toBe(true);
  return decodeURIComponent(href!.slice(chatAddress.length));
};

/** The shop's prices are whole rupees, written "100 Pkr". */
const rupees = (amount: number) => `${amount} Pkr`;
/** The fee plans' prices: the currency's symbol, then the amount with two decimals ("$35.00"). */
const fee = (amount: number, symbol: string) => `${symbol}${amount.toFixed(2)}`;

/** The Quran text shipped with the site, read straight from its package: verses by surah number. */
const quranVerses = (surah: number): string[] => {
  const file = createRequire(import.meta.url).resolve('quran-json/dist/quran.json');
  const quran = JSON.parse(readFileSync(file, 'utf8')) as { id: number; verses: { text: string }[] }[];
  return quran.find((entry) => entry.id === surah)!.verses.map((verse) => verse.text);
};
/** Ayah numbers as Arabic text writes them, by the platform's own Arabic-Indic digits. */
const arabicDigits = (number: number) => number.toLocaleString('ar-EG', { useGrouping: false });

const surahById = (id: string) => contentFile('surahs').find((surah) => surah.id === id)!;
const revelation = (value: 'makki' | 'madani') => (value === 'makki' ? 'Makki' : 'Madani');

function expectLink(scope: HTMLElement, name: string | RegExp, href: string) {
  expect(within(scope).getByRole('link', { name }).getAttribute('href')).toBe(href);
}

/** The items of the block's first list, the cards an editor counts. */
const itemsOfFirstList = (view: HTMLElement) => within(within(view).getAllByRole('list')[0]!).getAllByRole('listitem');

/** An island's props, as the page carries them beside its HTML. */
const islandProps = (view: HTMLElement) => JSON.parse(view.nextElementSibling!.textContent) as { block: Record<string, unknown> };

const firstViews: Readonly<Record<BlockType, (view: HTMLElement) => void>> = {
  'page-header': (view) => {
    const { title, subtitle } = example('page-header');
    expect(within(view).getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(within(view).getByText(subtitle!)).toBeTruthy();
    expectLink(view, 'Home', '/');
  },

  hero: (view) => {
    const { eyebrow, heading, text, actions, image } = example('hero');
    expect(within(view).getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(within(view).getByText(eyebrow!)).toBeTruthy();
    expect(within(view).getByText(text)).toBeTruthy();
    expect(within(view).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(actions!.map((action) => [action.label, action.to]));
    expect(within(view).getByRole('img').getAttribute('alt')).toBe(image!.alt);
  },

  prose: (view) => {
    expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(example('prose').heading);
    expect(within(view).getByText('one to one').tagName).toBe('STRONG');
    expectLink(view, 'Ask us', '/contact');
    expect(within(view).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Qualified teachers', 'Flexible times']);
  },

  cards: (view) => {
    const { heading, items } = example('cards');
    expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(heading);
    const cards = within(view).getAllByRole('article');
    expect(cards).toHaveLength(items.length);
    items.forEach((item, index) => {
      const card = cards[index]!;
      expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(item.title);
      expect(within(card).getByText(item.text)).toBeTruthy();
      if (item.action) expectLink(card, `${item.action.label}: ${item.title}`, item.action.to);
      if (item.image) expect(within(card).getByRole('img').getAttribute('alt')).toBe(item.image.alt);
    });
  },

  shop: (view) => {
    // The example lists no products: the shop shows every product of content/products.yaml, in its order.
    const products = contentFile('products');
    expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(example('shop').heading);
    const cards = within(view).getAllByRole('article');
    expect(cards).toHaveLength(products.length);
    products.forEach((product, index) => {
      const card = cards[index]!;
      expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(product.name);
      expect(within(card).getByText(product.description)).toBeTruthy();
      expect(within(card).getByText(rupees(product.price))).toBeTruthy();
      expect(within(card).getByRole('img').getAttribute('alt')).toBe(product.image.alt);
      expect(within(card).getByRole('button', { name: `Add to Cart: ${product.name}` })).toBeTruthy();
      expectLink(card, `About this product: ${product.name}`, product.to);
      const buyNow = within(card).getByRole('link', { name: `Buy now: ${product.name} (opens WhatsApp)` });
      expect(messageOf(buyNow.getAttribute('href'))).toContain(`${product.name} - ${rupees(product.price)} x 1 = ${rupees(product.price)}`);
    });
  },

  'search-list': (view) => {
    const { heading, searchLabel, countNoun, noResults, action } = example('search-list');
    const podcasts = contentFile('podcasts');
    expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(heading);
    expect(within(view).getByRole('searchbox', { name: searchLabel }).getAttribute('placeholder')).toBe(`${searchLabel}...`);
    expect(within(view).getByRole('status').textContent).toBe(`${podcasts.length} of ${podcasts.length} ${countNoun}`);
    const cards = within(view).getAllByRole('article');
    expect(cards).toHaveLength(podcasts.length);
    podcasts.forEach((podcast, index) => {
      const card = cards[index]!;
      expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(podcast.title);
      expect(within(card).getByText(podcast.category)).toBeTruthy();
      expect(within(card).getByText(podcast.description)).toBeTruthy();
      expect(within(card).getByRole('button', { name: `Play: ${podcast.title}` })).toBeTruthy();
    });
    // Every podcast matches the empty search, so the message for no match is not shown.
    expect(within(view).queryByText(noResults)).toBeNull();
    expectLink(view, action!.label, action!.to);
  },

  'contact-form': (view) => {
    const { heading, intro } = example('contact-form');
    const { contact, whatsapp } = writtenSettings;
    expect(within(view).getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect(within(view).getByText(intro!)).toBeTruthy();
    for (const field of ['Name', 'Email', 'Whatsapp', 'Message']) expect(within(view).getByRole('textbox', { name: field })).toBeTruthy();
    expect(within(view).getByRole('button', { name: 'Send Message' })).toBeTruthy();
    const details = within(view).getByRole('complementary', { name: 'Other ways to reach us' });
    expectLink(details, contact.email, `mailto:${contact.email}`);
    expectLink(details, contact.phone, `tel:${contact.phone.replace(/[^\d+]/g, '')}`);
    expect(within(details).getByText(contact.address)).toBeTruthy();
    expect(messageOf(within(details).getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href'))).toBe(whatsapp.greeting);
  },

  'book-library': (view) => {
    const { heading, intro } = example('book-library');
    const books = contentFile('books');
    expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(heading);
    expect(within(view).getByText(intro!)).toBeTruthy();
    const items = itemsOfFirstList(view);
    expect(items).toHaveLength(books.length);
    books.forEach((book, index) => {
      const item = items[index]!;
      expect(within(item).getByRole('heading', { level: 3 }).textContent).toBe(book.title);
      expect(within(item).getByRole('img').getAttribute('alt')).toBe(book.image.alt);
      expect(within(item).getByRole('button', { name: `Read ${book.title}` })).toBeTruthy();
      const download = within(item).getByRole('link', { name: `Download ${book.title} (PDF)` });
      expect([download.getAttribute('href'), download.hasAttribute('download')]).toEqual([book.file, true]);
    });
  },

  steps: (view) => {
    const { heading, steps } = example('steps');
    expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(heading);
    const items = itemsOfFirstList(view);
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(steps.map((step) => step.title));
    steps.forEach((step, index) => expect(within(items[index]!).getByText(step.text)).toBeTruthy());
  },

  gallery: (view) => {
    const { heading, images } = example('gallery');
    expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(heading);
    expect(within(view).getAllByRole('img').map((image) => [image.getAttribute('src'), image.getAttribute('alt')])).toEqual(images.map((image) => [image.src, image.alt]));
  },

  'media-text': (view) => {
    const { items } = example('media-text');
    const articles = within(view).getAllByRole('article');
    expect(articles).toHaveLength(items.length);
    items.forEach((item, index) => {
      const article = articles[index]!;
      expect(within(article).getByRole('heading', { level: 2 }).textContent).toBe(item.title);
      expect(within(article).getByText(item.markdown as string)).toBeTruthy();
      expect(within(article).getByRole('img').getAttribute('alt')).toBe(item.image.alt);
      if (item.action) expectLink(article, `${item.action.label}: ${item.title}`, item.action.to);
      else expect(within(article).queryByRole('link')).toBeNull();
    });
  },

  reviews: (view) => {
    const { heading, items: written } = example('reviews');
    // Quotes written in the block, or named by id from content/reviews.yaml.
    const stored = contentFile('reviews');
    const items = written === 'all' ? stored : (written as readonly (string | { quote: string; name: string; role?: string | undefined })[]).map((item) => (typeof item === 'string' ? stored.find((review) => review.id === item)! : item));
    expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(heading);
    const quotes = within(view).getAllByRole('figure');
    expect(quotes).toHaveLength(items.length);
    items.forEach((review, index) => {
      const quote = quotes[index]!;
      expect(within(quote).getByText(review.quote)).toBeTruthy();
      expect(within(quote).getByText(review.name)).toBeTruthy();
      if (review.role) expect(within(quote).getByText(review.role)).toBeTruthy();
    });
  },

  events: (view) => {
    const { heading, items } = example('events');
    // The example's calendar values as a visitor reads them; no clock is involved, only the date written.
    const shown = [{ date: 'January 15, 2025', time: '6:00 PM' }];
    expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(heading);
    const cards = within(view).getAllByRole('article');
    expect(cards).toHaveLength(items.length);
    items.forEach((event, index) => {
      const card = cards[index]!;
      expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(event.title);
      const [date, time] = card.querySelectorAll('time');
      expect([date!.textContent, date!.getAttribute('datetime')]).toEqual([shown[index]!.date, event.date]);
      expect([time!.textContent, time!.getAttribute('datetime')]).toEqual([shown[index]!.time, `${event.date}T${event.time}`]);
      expect(within(card).getByText(event.location)).toBeTruthy();
      if (event.action) expectLink(card, `${event.action.label}: ${event.title}, ${event.date}`, event.action.to);
    });
  },

  'legal-sections': (view) => {
    const { updated } = example('legal-sections');
    expect(within(view).getByText(updated!)).toBeTruthy();
    expect(within(view).getByText('This policy explains what we collect.')).toBeTruthy();
    expect(within(view).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['1. Information We Collect', '2. Contact Us']);
    expectLink(view, 'contact page', '/contact');
  },

  cta: (view) => {
    const { heading, text, actions } = example('cta');
    expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(heading);
    expect(within(view).getByText(text!)).toBeTruthy();
    expect(within(view).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(actions.map((action) => [action.label, action.to]));
  },

  'whatsapp-order': (view) => {
    expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(example('whatsapp-order').heading);
    const order = within(view).getByRole('link', { name: /^Order via WhatsApp/ });
    expect([order.textContent, order.getAttribute('target')]).toEqual(['Order via WhatsApp (opens WhatsApp in a new tab)', '_blank']);
    // With no product named, the message names the page's own product: its title.
    expect(messageOf(order.getAttribute('href'))).toContain(`I would like to order ${PAGE.title}.`);
  },

  'product-links': (view) => {
    // Every product page of content/product-pages.yaml; the page this block stands on is none of them.
    const pages = contentFile('product-pages');
    expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(example('product-links').heading);
    const items = itemsOfFirstList(view);
    expect(items).toHaveLength(pages.length);
    pages.forEach((page, index) => {
      expectLink(items[index]!, page.name, page.to);
      expect(within(items[index]!).getByText(page.summary)).toBeTruthy();
    });
  },

  features: (view) => {
    const { heading, items } = example('features');
    expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(heading);
    const tiles = itemsOfFirstList(view);
    expect(tiles.map((tile) => within(tile).getByRole('heading', { level: 3 }).textContent)).toEqual(items.map((item) => item.title));
    items.forEach((item, index) => expect(within(tiles[index]!).getByText(item.text)).toBeTruthy());
  },

  'course-cards': (view) => {
    const courses = contentFile('courses');
    expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(example('course-cards').heading);
    const cards = within(view).getAllByRole('article');
    expect(cards).toHaveLength(courses.length);
    courses.forEach((course, index) => {
      const card = cards[index]!;
      expectLink(card, course.courseName, course.to);
      expect(within(card).getByRole('img', { name: `Rated ${course.rating} out of 5` })).toBeTruthy();
      // The review count a card shows is always its rating times 24.
      expect(within(card).getByText(`(${course.rating * 24} reviews)`)).toBeTruthy();
      expect(within(card).getByText(course.instructor)).toBeTruthy();
      expect(within(card).getByText(`${course.students} Students`)).toBeTruthy();
      expect(card.textContent).toContain('Price: Free');
      expect(card.textContent).toContain('Duration: Flexible');
      expect(within(card).getByRole('img', { name: course.image.alt })).toBeTruthy();
    });
  },

  team: (view) => {
    const members = contentFile('team');
    expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(example('team').heading);
    const items = itemsOfFirstList(view);
    expect(items).toHaveLength(members.length);
    members.forEach((member, index) => {
      expect(within(items[index]!).getByRole('heading', { level: 3 }).textContent).toBe(member.name);
      expect(within(items[index]!).getByText(member.designation)).toBeTruthy();
    });
  },

  testimonials: (view) => {
    // `items: all` in the default carousel: one slide per testimonial, the first one showing.
    const testimonials = contentFile('testimonials');
    const { heading } = example('testimonials');
    const carousel = within(view).getByRole('region', { name: heading });
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(testimonials.map((_, index) => `${index + 1} of ${testimonials.length}`));
    testimonials.forEach((testimonial, index) => {
      const slide = slides[index]!;
      expect(within(slide).getByText(testimonial.quote)).toBeTruthy();
      expect(within(slide).getByText(testimonial.name)).toBeTruthy();
      expect(within(slide).getByText(testimonial.role)).toBeTruthy();
    });
    expect(within(carousel).getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([`1 of ${testimonials.length}`]);
    expect(within(carousel).getAllByRole('button', { name: /^Show testimonial/ })).toHaveLength(testimonials.length);
    expect(within(carousel).getByRole('button', { name: 'Show testimonial 1' }).getAttribute('aria-current')).toBe('true');
  },

  pricing: (view) => {
    const { heading, includes, action, tableHeading } = example('pricing');
    const plans = contentFile('pricing');
    const currencies = contentFile('currencies');
    const first = currencies[0]!;
    expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(heading);
    const radios = within(view).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')!.textContent)).toEqual(currencies.map((currency) => `${currency.label} (${currency.name})`));
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual(currencies.map((currency) => currency === first));

    const cards = itemsOfFirstList(view);
    expect(cards).toHaveLength(plans.length);
    plans.forEach((plan, index) => {
      expect(within(cards[index]!).getByRole('heading', { level: 3 }).textContent).toBe(plan.label);
      expect(cards[index]!.textContent).toContain(`${fee(plan.prices[first.id]!, first.symbol)} only/month`);
    });
    for (const item of includes!) expect(within(view).getByText(item)).toBeTruthy();
    expectLink(view, action.label, action.to);

    const table = within(within(view).getByRole('region', { name: tableHeading })).getByRole('table');
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(within(head!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Classes', ...currencies.map((currency) => currency.label)]);
    expect(rows.map((row) => [within(row).getByRole('rowheader').textContent, ...within(row).getAllByRole('cell').map((cell) => cell.textContent)])).toEqual(
      plans.map((plan) => [String(plan.classes), ...currencies.map((currency) => fee(plan.prices[currency.id]!, currency.symbol))]),
    );
  },

  'surah-text': (view) => {
    // The whole surah, as the page holds it before any script: its name, its facts, and every ayah numbered.
    const surah = surahById(example('surah-text').surah);
    const verses = quranVerses(surah.number);
    const title = within(view).getByRole('heading', { level: 2 });
    expect(title.textContent).toBe(`سورة ${surah.name} (${surah.englishName})`);
    const arabicName = within(title).getByText(`سورة ${surah.name}`);
    expect([arabicName.getAttribute('lang'), arabicName.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    expect(within(view).getByText(`Surah ${surah.number} · ${surah.ayat} ayat · ${revelation(surah.revelation)}`)).toBeTruthy();

    const bismillah = within(view).getByText(quranVerses(1)[0]!);
    expect([bismillah.getAttribute('lang'), bismillah.getAttribute('dir')]).toEqual(['ar', 'rtl']);

    const list = within(view).getAllByRole('list')[0]!;
    expect([list.tagName, list.getAttribute('lang'), list.getAttribute('dir')]).toEqual(['OL', 'ar', 'rtl']);
    const ayat = within(list).getAllByRole('listitem');
    expect(ayat).toHaveLength(surah.ayat);
    expect(ayat.map((ayah) => [ayah.id, ayah.getAttribute('value'), ayah.textContent])).toEqual(
      verses.map((verse, index) => [String(index + 1), String(index + 1), `Ayah ${index + 1}: ${verse}﴿${arabicDigits(index + 1)}﴾`]),
    );

    const previous = surahById(String(surah.number - 1));
    const next = surahById(String(surah.number + 1));
    const neighbours = within(view).getByRole('navigation', { name: 'Surahs' });
    expectLink(neighbours, `Previous surah ${previous.number}. ${previous.englishName}`, previous.to);
    expectLink(neighbours, 'All surahs', '/read-quran');
    expectLink(neighbours, `Next surah ${next.number}. ${next.englishName}`, next.to);
  },

  'surah-index': (view) => {
    const surahs = (example('surah-index').surahs as string[]).map(surahById);
    expect(within(view).getByRole('searchbox', { name: 'Find a surah by name or number' })).toBeTruthy();
    expect(within(view).getByRole('status').textContent).toBe(`${surahs.length} of ${surahs.length} surahs`);
    const rows = itemsOfFirstList(view);
    expect(rows).toHaveLength(surahs.length);
    surahs.forEach((surah, index) => {
      const row = rows[index]!;
      expect(row.textContent).toContain(`Surah ${surah.number}`);
      expectLink(row, surah.englishName, surah.to);
      expect(within(row).getByText(surah.meaning)).toBeTruthy();
      const arabic = within(row).getByText(surah.name);
      expect([arabic.getAttribute('lang'), arabic.getAttribute('dir')]).toEqual(['ar', 'rtl']);
      expect(within(row).getByText(`${surah.ayat} ayat · ${revelation(surah.revelation)}`)).toBeTruthy();
    });
  },

  'quran-settings': (view) => {
    // The settings are folded away under their summary; the island wakes with the surah it reads.
    const surah = surahById(example('quran-settings').surah);
    const summary = within(view).getByText('Reading settings and keyboard shortcuts');
    expect(summary.tagName).toBe('SUMMARY');
    const panel = summary.closest('details')!;
    expect(panel.hasAttribute('open')).toBe(false);
    expect(within(panel).getByRole('combobox', { name: 'Text size', hidden: true })).toBeTruthy();
    expect(within(panel).getByRole('checkbox', { name: 'Keyboard shortcuts', hidden: true })).toBeTruthy();
    // The text shipped with the site has no translation to offer.
    expect(within(panel).queryByRole('combobox', { name: 'Translation', hidden: true })).toBeNull();
    expect(islandProps(view).block.surah).toMatchObject({
      surah: { number: surah.number, englishName: surah.englishName, to: surah.to },
      previous: { number: surah.number - 1 },
      next: { number: surah.number + 1 },
    });
  },

  'blog-list': (view) => {
    // The blogs live in the browser's store: the page the build writes says they are loading.
    const { label, heading } = example('blog-list');
    expect(within(view).getByText(label)).toBeTruthy();
    expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(heading);
    expect(within(view).getAllByRole('status').map((status) => status.textContent)).toContain('Loading blogs...');
    expect(within(view).queryAllByRole('article')).toEqual([]);
  },

  'login-form': (view) => {
    expect(within(view).getByText(example('login-form').intro!)).toBeTruthy();
    expect(within(view).getByRole('textbox', { name: 'Username' })).toBeTruthy();
    expect(within(view).getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(within(view).getByRole('button', { name: 'Login' })).toBeTruthy();
  },

  'blog-editor': (view) => {
    // Nothing of the editor before the store says who is signed in.
    expect(within(view).getByRole('status').textContent).toBe('Checking sign-in...');
    expect(view.textContent).toContain(`New blogs are published under the name ${example('blog-editor').author}.`);
    expect(within(view).queryByRole('textbox')).toBeNull();
  },

  'blog-manager': (view) => {
    expect(within(view).getByRole('status').textContent).toBe('Checking sign-in...');
    expect(within(view).queryByRole('button')).toBeNull();
    expect(within(view).queryByRole('link')).toBeNull();
  },

  'not-found': (view) => {
    const { heading, text, linkLabel, to } = example('not-found');
    expect(within(view).getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(within(view).getByText(text)).toBeTruthy();
    expectLink(view, linkLabel, to);
  },
};

/** Texts of an example that the first view does not show: the search's message for no match, while everything matches. */
const shownOnlyLater: Partial<Record<BlockType, readonly string[]>> = {
  'search-list': [example('search-list').noResults],
};

beforeAll(async () => {
  await loadBlockComponents();
});

describe('the list of block definitions', () => {
  it('holds every folder of src/blocks, each defining the block its folder is named after', () => {
    const folders = readdirSync('src/blocks', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !existsSync(`src/blocks/${folder}/block.ts`))).toEqual([]);
    expect(blockDefinitions.map((definition) => definition.type).sort()).toEqual(folders.sort());
  });

  it('has an expectation of its first view for every block, and none for a block that does not exist', () => {
    expect(Object.keys(firstViews).sort()).toEqual(blockDefinitions.map((definition) => definition.type).sort());
  });
});

describe.each(blockDefinitions.map((definition) => [definition.type, definition] as const))('the %s block', (type, definition) => {
  it('accepts its own example, checked against the site as the build checks pages.yaml', () => {
    const result = parseInSite(site(), () => blockSchema.safeParse(definition.example));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('renders its example with every text in it', () => {
    const html = renderExample(definition);
    const visible = visibleText(html);
    const later = shownOnlyLater[type] ?? [];
    for (const text of textsOf(definition.example).filter((text) => !later.includes(text))) {
      // An ISO date or time is the machine-readable form of a <time>; visitors read it formatted.
      if (/^\d{4}-\d{2}-\d{2}$|^\d{2}:\d{2}$/.test(text)) {
        expect(html).toMatch(new RegExp(`<time dateTime="[^"]*${text}`, 'i'));
        continue;
      }
      const plain = text.replace(/\*\*|\[|\]\([^)]*\)|^- /gm, '').replace(/\n+/g, ' ');
      for (const line of plain.split(/\s*-\s+|\n/).filter(Boolean)) expect(visible).toContain(line.trim());
    }
  });

  it('shows, before any script runs, the items its content gives it', () => {
    firstViews[type](showExample(definition));
  });

  if (definition.kind === 'island') {
    it('is drawn as an island with the props its definition picks beside it, unchanged by the trip through JSON', () => {
      for (const position of ['first screen', 'further down'] as const) {
        const page = pageWith(definition, position);
        const html = renderPage(page, { site: site().site, collections: site().collections }, assets);
        const island = new RegExp(`<site-island data-block="${type}" data-hydrate="(load|idle|visible)" data-id="[^"]+">[\\s\\S]*?</site-island><script type="application/json">([^<]*)</script>`).exec(html);
        if (!island) {
          // A block that needs no script where it stands (the testimonials grid) is drawn as plain HTML.
          expect(html).not.toContain('<site-island');
          expect(html).not.toContain('<script type="module"');
          continue;
        }
        const placed = { block: page.blocks.at(-1)!, page: { path: page.path, title: page.title, breadcrumbs: page.breadcrumbs }, site: site().site, firstView: position === 'first screen' };
        const props = (definition.props as (placed: BlockProps<Block>) => object)(placed);
        // Compared with the props themselves, not with their own JSON: a Date, a Map or a class would not come back equal.
        expect(JSON.parse(island[2]!)).toEqual(props);
        expect(html).toContain(`<script type="module" src="${assets.islandLoader}"`);
      }
    });
  } else {
    it('is plain HTML: the page links no script', () => {
      const html = renderExample(definition);
      expect(html).not.toContain('<site-island');
      expect(html).not.toContain('<script type="module"');
    });
  }
});
