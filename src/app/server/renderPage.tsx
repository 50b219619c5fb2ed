import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { blockDefinitions, definitionOf, type Block, type BlockType } from '../../blocks/definitions';
import { FIRST_VIEW_BLOCKS, type BlockProps, type Moment, type PageContext, type WakeAtLoadWhen } from '../../blocks/define';
import { currentLinks } from '../../layout/currentLinks';
import { Shell } from '../../layout/Shell';
import type { Page } from '../page/pageSchema';
import type { SiteSettings } from '../../schema/site';
import { renderDocument } from './document';
import { fontPreload } from './fontPreload';
import { headTags, type LinkPreview } from './head';
import type { LinkedGraph } from '../../linkedData/graph';
import { pageLinkedData, pageLocaleOf, type PageContent } from './linkedData';
import { defaultLanguagePath, versionsOf, type Alternate, type LanguageVersion, type PageLocale } from '../../i18n/pageLocale';
import { localizeLinks } from '../../i18n/localizeLinks';
import { SEARCH_PAGE_PATH } from '../../services/search/searchPage';
import { ISLAND_TAG, islandAttributes, serializeIslandProps } from '../island/islandElement';
import { markLatinRuns } from '../../i18n/ownScript';
import { IslandRoot } from '../island/IslandRoot';

/** The built files a page links to. */
export interface PageAssets {
  readonly stylesheets: readonly string[];
  /** The island loader's module: linked only by pages that have islands. */
  readonly islandLoader: string;
  /** The modules the island loader imports at once (the build's shared chunks), preloaded beside it. */
  readonly islandLoaderImports?: readonly string[];
  /**
   * Whether the build installs the offline service worker (the dev server does not: a worker would
   * keep serving its pages after an edit). The island loader installs it; every page then links
   * the web app manifest, which is no script.
   */
  readonly offline?: boolean;
  /** Extra tags for the head (the dev server's own client). */
  readonly headExtra?: string;
  /** The page's own link preview picture (the build draws one per page). */
  readonly linkPreview?: LinkPreview | undefined;
  /** The site's speculation rules (speculationRules), for the pages' inline script. */
  readonly speculationRules?: string | undefined;
  /** The build's Content-Security-Policy, as a meta element carries it (the dev server sets none). */
  readonly contentSecurityPolicy?: string | undefined;
}

export type { PageContent };

type AnyComponent = ComponentType<object>;
const components = new Map<BlockType, AnyComponent>();

/**
 * Loads every block's component; pages then render synchronously. The build loads them once; the
 * dev server asks again on every request (`reload`), and gets the edited ones.
 */
export async function loadBlockComponents({ reload = false } = {}): Promise<void> {
  await Promise.all(
    blockDefinitions.map(async (definition) => {
      // The list ties each type to its own component; read through the union, that link is lost.
      if (reload || !components.has(definition.type)) components.set(definition.type, (await definition.load()) as AnyComponent);
    }),
  );
}

function componentOf(type: BlockType): AnyComponent {
  const component = components.get(type);
  if (!component) throw new Error(`The "${type}" block was rendered before its code was loaded (call loadBlockComponents first)`);
  return component;
}

interface IslandParts {
  readonly type: BlockType;
  readonly moment: Moment;
  readonly wakeAtLoadWhen: WakeAtLoadWhen | undefined;
  readonly id: string;
  readonly props: object;
  readonly html: string;
}

/** The attributes that say what wakes an island early, each only when it names something. */
function wakeAttributes({ stored = [], query = [] }: WakeAtLoadWhen = {}): Record<string, string> {
  return {
    ...(stored.length ? { [islandAttributes.wakeWhenStored]: stored.join(' ') } : {}),
    ...(query.length ? { [islandAttributes.wakeWhenQuery]: query.join(' ') } : {}),
  };
}

function Island({ type, moment, wakeAtLoadWhen, id, props, html }: IslandParts) {
  const attributes = { [islandAttributes.block]: type, [islandAttributes.hydrate]: moment, [islandAttributes.id]: id, ...wakeAttributes(wakeAtLoadWhen) };
  return (
    <>
      {createElement(ISLAND_TAG, { ...attributes, dangerouslySetInnerHTML: { __html: html } })}
      <script type="application/json" dangerouslySetInnerHTML={{ __html: serializeIslandProps(props) }} />
    </>
  );
}

/**
 * A block as it goes into the page: a static block's own markup, or an island's markup rendered on
 * its own (as the browser will hydrate it, with its own React ids) with its props beside it.
 */
function placeBlock(placed: BlockProps<never>, index: number): { node: ReactNode; island: boolean } {
  const type = (placed.block as Block).type;
  const definition = definitionOf(type);
  const Component = componentOf(type);
  if (definition.kind === 'static') return { node: <Component key={index} {...placed} />, island: false };
  const props = definition.props(placed);
  const moment = definition.hydrate(placed);
  if (moment === 'never') return { node: <Component key={index} {...props} />, island: false };
  const id = `i${index}-`;
  const html = renderToString(<IslandRoot>{createElement(Component, props)}</IslandRoot>, { identifierPrefix: id });
  return { node: <Island key={index} type={type} moment={moment} wakeAtLoadWhen={definition.wakeAtLoadWhen} id={id} props={props} html={html} />, island: true };
}

/** Each of the page's blocks with what it is drawn from. */
function placements(page: Page, content: PageContent): BlockProps<never>[] {
  const context: PageContext = { path: page.path, title: page.title, breadcrumbs: page.breadcrumbs };
  const locale = pageLocaleOf(content);
  // Each definition takes its own block type; the union of all definitions cannot say so.
  return page.blocks.map((block, index) => ({ block, page: context, site: content.site, firstView: index < FIRST_VIEW_BLOCKS, locale }) as BlockProps<never>);
}

/** The page's structured data, as its head carries it. */
export function pageGraph(page: Page, content: PageContent, assets: Pick<PageAssets, 'linkPreview'> = {}): LinkedGraph {
  return pageLinkedData(page, content, placements(page, content), assets.linkPreview?.url);
}

/** React writes the preload of a first-screen image where the image is drawn; a browser finds it soonest in the head. */
const IMAGE_PRELOAD = /<link rel="preload"[^>]*>/g;

function hoistPreloads(body: string): { body: string; preloads: string } {
  const preloads = [...new Set(body.match(IMAGE_PRELOAD))];
  return { body: body.replace(IMAGE_PRELOAD, ''), preloads: preloads.join('') };
}

/**
 * Markup drawn for the page's language as it is served. On a right-to-left page, every Latin word in
 * the text of the shell and the static blocks is marked as English (markLatinRuns): done here, on
 * what the page serves, rather than by each component, so no block or text can be left out. Islands
 * are left as React drew them: the browser draws their markup again from their props, and a mark
 * the server alone added would not match it (their Markdown is marked in the content, so on both sides).
 */
function inPageLanguage(html: string, locale: PageLocale): string {
  return locale.direction === 'rtl' ? markLatinRuns(html, locale.code, [ISLAND_TAG]) : html;
}

/** Where the page's blocks go in the shell drawn around them. */
const BLOCKS_SLOT = 'page-blocks';

/** The shell's markup before and after the page's blocks. */
interface Frame {
  readonly before: string;
  readonly after: string;
}

/** The frames drawn so far, by the settings they were drawn from, then by their language, the links they mark as the page and the page's other languages. */
const frames = new WeakMap<SiteSettings, Map<string, Frame>>();

/**
 * The shell around a page's blocks (header and menus, footer, chat button), drawn once for all the
 * pages that mark the same of its links as the page shown: it is the same for them, and drawing it
 * again for each of thousands of pages (the ayat) was most of the build's time. The blocks are drawn
 * as a root of their own, their ids (useId) prefixed apart from the shell's.
 */
function frameFor(site: SiteSettings, current: readonly string[], locale: PageLocale, otherLanguages: readonly Alternate[], searchPage: string): Frame {
  let drawn = frames.get(site);
  if (!drawn) frames.set(site, (drawn = new Map<string, Frame>()));
  const key = `${locale.code} ${searchPage} ${current.join(' ')} ${otherLanguages.map((version) => version.href).join(' ')}`;
  let frame = drawn.get(key);
  if (!frame) {
    const [before = '', after = ''] = renderToStaticMarkup(
      <Shell site={site} current={current} locale={locale} otherLanguages={otherLanguages} searchPage={searchPage}>
        {createElement(BLOCKS_SLOT)}
      </Shell>,
    ).split(`<${BLOCKS_SLOT}></${BLOCKS_SLOT}>`);
    frame = { before: inPageLanguage(before, locale), after: inPageLanguage(after, locale) };
    drawn.set(key, frame);
  }
  return frame;
}

/** The search page in the page's language, or the default language's where that language has none, as every link of the content is localized. */
function searchPageIn(locale: PageLocale, languages: readonly LanguageVersion[]): string {
  const own = languages.find((version) => version.locale.code === locale.code);
  return own ? localizeLinks(SEARCH_PAGE_PATH, own.prefix, own.paths) : SEARCH_PAGE_PATH;
}

/**
 * The whole HTML document of a page at `path` (its own path or an alias): the shell and the blocks
 * as static markup, islands with their props, and a script only when the page has islands. The
 * build passes the page's structured data in, having checked it; otherwise it is drawn here.
 */
export function renderPage(
  page: Page,
  content: PageContent,
  assets: PageAssets,
  path: string = page.path,
  linkedData: LinkedGraph = pageGraph(page, content, assets),
): string {
  const { site } = content;
  const locale = pageLocaleOf(content);
  const blocks = placements(page, content).map(placeBlock);
  const shown = path === '*' ? '/404' : path;
  const versions = versionsOf(defaultLanguagePath(shown === '/404' ? '/404' : page.path, locale.prefix), content.languages ?? []);
  const otherLanguages = versions.filter((version) => version.locale.code !== locale.code);
  const frame = frameFor(site, currentLinks(site, shown), locale, otherLanguages, searchPageIn(locale, content.languages ?? []));
  const { body: drawnBlocks, preloads } = hoistPreloads(renderToStaticMarkup(<>{blocks.map((placed) => placed.node)}</>, { identifierPrefix: 'b-' }));
  const body = frame.before + inPageLanguage(drawnBlocks, locale) + frame.after;
  const hasIslands = blocks.some((placed) => placed.island);
  return renderDocument({
    locale,
    head:
      headTags(page, site, { preview: assets.linkPreview, linkedData, locale, versions: versions.filter((version) => version.samePage) }) +
      fontPreload(locale.font) +
      preloads +
      (assets.headExtra ?? ''),
    body,
    stylesheets: assets.stylesheets,
    scripts: hasIslands ? [assets.islandLoader] : [],
    modulePreloads: hasIslands ? (assets.islandLoaderImports ?? []) : [],
    manifest: !!assets.offline,
    speculationRules: assets.speculationRules,
    contentSecurityPolicy: assets.contentSecurityPolicy,
  });
}
