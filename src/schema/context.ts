/**
 * What cross-reference checks need to know while zod parses: the declared routes, the
 * collections and which files exist. Parsing is synchronous, so one active context at a time
 * is enough; schemas read it through `activeContext()` and stay plain zod for type inference
 * and JSON Schema generation.
 */
export interface ValidationContext {
  /** Undefined when pages.yaml could not be read: links are then left unchecked rather than all reported. */
  readonly routes?: ReadonlySet<string>;
  readonly collections: ReadonlyMap<string, ReadonlyMap<string, unknown>>;
  readonly fileExists: (publicPath: string) => boolean;
  readonly readText: (contentPath: string) => string | undefined;
  /** Every file under content/public by its public path ("/images/hero.svg"), for suggestions. */
  readonly publicFiles?: () => readonly string[];
  /** Every Markdown file under content/ by its path there ("texts/about.md"), for suggestions. */
  readonly markdownFiles?: () => readonly string[];
  /** The size of the picture at a public path whose file exists, or of the view it names ("/images/gallery.svg#rosette"). */
  readonly pictureSize?: (publicPath: string) => PictureSize;
  /** The verses of a surah (1 to 114) in the Arabic text shipped with the site, read once at build time. */
  readonly quranText?: (surahNumber: number) => readonly string[] | undefined;
  /** The verses of a surah in one of the translations shipped with the site ("ur", "en", "transliteration"), read once at build time. */
  readonly quranTranslation?: (surahNumber: number, translation: string) => readonly string[] | undefined;
  /** The `site:` settings as written (not yet validated), for texts that quote them. */
  readonly settings?: unknown;
}

/**
 * A picture's size in pixels (and its format), or that it could not be read as a picture; for one
 * view of an SVG ("/images/gallery.svg#rosette"), the view's size, or that the file has no such view
 * and which it has.
 */
export type PictureSize =
  | { readonly width: number; readonly height: number; readonly type?: string }
  | { readonly unreadable: true }
  | { readonly missingView: string; readonly views: readonly string[] };

let active: ValidationContext | undefined;

export function withValidationContext<T>(context: ValidationContext, run: () => T): T {
  const previous = active;
  active = context;
  try {
    return run();
  } finally {
    active = previous;
  }
}

/** Undefined outside a validation run (for example when a unit test parses a lone block). */
export function activeContext(): ValidationContext | undefined {
  return active;
}
