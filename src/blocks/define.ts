import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { LinkedNode } from '../linkedData/graph';
import type { Breadcrumb } from '../schema/breadcrumb';
import type { SiteSettings } from '../schema/site';
import type { PageLocale } from '../i18n/pageLocale';
import type { Messages } from '../i18n/messages/en';

/** A block's zod schema: a strict object whose `type` is one literal, the key of the page's block union. */
export type BlockSchema = z.ZodObject<{ type: z.ZodLiteral<string> }, z.core.$strict>;

/** What a block may know of the page it is drawn on. */
export interface PageContext {
  readonly path: string;
  readonly title: string;
  readonly breadcrumbs?: readonly Breadcrumb[] | undefined;
}

/** Everything a block is drawn from at build time. */
export interface BlockProps<B> {
  readonly block: B;
  readonly page: PageContext;
  readonly site: SiteSettings;
  /** The block starts on the first screen, so its leading pictures load at once rather than lazily. */
  readonly firstView: boolean;
  /** The page's language: its code and direction, and the code's texts in it. */
  readonly locale: PageLocale;
}

/** How many of a page's blocks start on the first screen: the header banner and the block after it. */
export const FIRST_VIEW_BLOCKS = 2;

/**
 * When an island wakes: at once (`load`), once the browser has nothing more urgent (`idle`), when
 * it scrolls into view (`visible`), when the visitor reaches for it (`interaction`: a pointer over
 * it, a touch, focus or a key inside it), so that a page read without touching its controls never
 * loads React, or as soon as the visitor reads on, by a scroll or a key, if that comes first
 * (`reading`: for what follows the reading). `never` draws it like a static block, with no script.
 */
export type Moment = 'load' | 'idle' | 'visible' | 'interaction' | 'reading';

/**
 * What makes an island that waits wake as the page loads instead: any of these keys in this
 * device's store (localStorage), for what the visitor chose on an earlier visit (a saved setting, a
 * place to resume), or any of these parameters in the address (an old link to be sent on). Shown
 * at once to whoever asked for it; a first visit pays nothing for it.
 */
export interface WakeAtLoadWhen {
  readonly stored?: readonly string[];
  readonly query?: readonly string[];
}

/**
 * Components are loaded on demand so that the list of definitions, with its schemas, can be read by
 * Node scripts (validation, JSON Schemas) that cannot evaluate components and their stylesheets.
 * An island's loader is also how the browser finds its component: the build reads it from the
 * source, so it is written as `() => import('./Name.client').then((module) => module.Name)`.
 */
type Loader<P> = () => Promise<ComponentType<P>>;

/** The schema.org nodes a block adds to its page's structured data (the products it sells, the questions it answers). */
type LinkedDataOf<S extends BlockSchema> = (placed: BlockProps<z.output<S>>) => readonly LinkedNode[];

/**
 * A block's named examples, each as an editor would write it in pages.yaml: `default`, the one the
 * catalogue shows, and the variants that matter for the block. Its test renders every one.
 */
export type Examples<S extends BlockSchema> = { readonly default: z.input<S> } & Readonly<Record<string, z.input<S>>>;

/**
 * The kind of page a block makes its page, for the site search's filter ("Quran", "Books"): a
 * block that is what its page is about names it, by its key in the catalog (search.kinds), so
 * that each language names it in its own words; the search reads the first one a page has.
 */
type SearchKindOf<S extends BlockSchema> = (block: z.output<S>) => keyof Messages['search']['kinds'];

interface Definition<S extends BlockSchema> {
  readonly type: z.output<S>['type'];
  readonly schema: S;
  readonly examples: Examples<S>;
  readonly linkedData?: LinkedDataOf<S> | undefined;
  readonly searchKind?: SearchKindOf<S> | undefined;
}

/** A block drawn at build time into plain HTML; it ships no JavaScript. */
export interface StaticBlockDefinition<S extends BlockSchema> extends Definition<S> {
  readonly kind: 'static';
  readonly load: Loader<BlockProps<z.output<S>>>;
}

/**
 * A block drawn at build time and then hydrated in place in the browser, with only the props
 * `props` picks for it serialized beside its HTML.
 */
export interface IslandDefinition<S extends BlockSchema, P extends object> extends Definition<S> {
  readonly kind: 'island';
  readonly hydrate: (placed: BlockProps<z.output<S>>) => Moment | 'never';
  /** What wakes the island as the page loads, whatever its moment. */
  readonly wakeAtLoadWhen?: WakeAtLoadWhen | undefined;
  readonly props: (placed: BlockProps<z.output<S>>) => P;
  readonly load: Loader<P>;
}

export function defineBlock<S extends BlockSchema>(
  schema: S,
  parts: { examples: Examples<S>; load: Loader<BlockProps<z.output<S>>>; linkedData?: LinkedDataOf<S>; searchKind?: SearchKindOf<S> },
): StaticBlockDefinition<S> {
  return { kind: 'static', type: schema.shape.type.value, schema, ...parts };
}

export function defineIsland<S extends BlockSchema, P extends object>(
  schema: S,
  parts: {
    examples: Examples<S>;
    /** A moment, or a choice by where the block is placed (a form in the first screen wakes at once). */
    hydrate: Moment | ((placed: BlockProps<z.output<S>>) => Moment | 'never');
    wakeAtLoadWhen?: WakeAtLoadWhen;
    props: (placed: BlockProps<z.output<S>>) => P;
    load: Loader<P>;
    linkedData?: LinkedDataOf<S>;
    searchKind?: SearchKindOf<S>;
  },
): IslandDefinition<S, P> {
  const { hydrate } = parts;
  return {
    kind: 'island',
    type: schema.shape.type.value,
    schema,
    ...parts,
    hydrate: typeof hydrate === 'function' ? hydrate : () => hydrate,
  };
}

/** Forms and controls wake at once in the first screen, where a visitor reaches them first; further down, when seen. */
export const atOnceInFirstScreen = ({ firstView }: { firstView: boolean }): Moment => (firstView ? 'load' : 'visible');

/** The props an island is hydrated with: its block, and whatever else its definition picks. */
export type IslandProps<B, Extra extends object = object> = { readonly block: B } & Readonly<Extra>;
