import { z } from 'zod';
import { activeContext } from './context';
import { checkDeclaredSize, pictureAddress } from './imageSize';
import { readByBrowser, schemeOf } from './linkAddress';
import { messages } from './messages';
import { didYouMean } from './suggest';

export const text = z.string().min(1, 'expected a non-empty text');

/** A path inside the site, such as "/courses". Must name a declared route. */
const routePattern = /^\/[^\s]*$/;

export const route = z
  .string()
  .regex(routePattern, 'expected an internal path starting with "/"')
  .superRefine((path, ctx) => {
    const context = activeContext();
    const bare = path.split(/[?#]/)[0]!;
    // A malformed path has its own error; not also "not a route".
    if (!routePattern.test(path) || !context?.routes || context.routes.has(bare)) return;
    ctx.addIssue({
      code: 'custom',
      input: path,
      message: `"${path}" is not a route declared in pages.yaml.${didYouMean(bare, context.routes)}`,
    });
  });

const externalUrl = z
  .string()
  .regex(/^(https:\/\/|http:\/\/|mailto:|tel:)\S+$/, 'expected an https://, mailto: or tel: address');

/** Where a button or link goes: a declared route, or an external address. */
export const link = z.union([route, externalUrl]).meta({
  description: 'An internal route ("/contact") or an external https://, mailto: or tel: address',
});

/** A file under content/public, referenced by its public path ("/images/hero.svg"). */
const publicPathPattern = /^\/[\w./-]+$/;

function checkPublicFileExists(path: string, ctx: z.RefinementCtx): void {
  const context = activeContext();
  if (!publicPathPattern.test(path) || !context || context.fileExists(path)) return;
  const hint = didYouMean(path, context.publicFiles?.() ?? []);
  ctx.addIssue({ code: 'custom', input: path, message: `file "content/public${path}" does not exist${hint ? `.${hint}` : ''}` });
}

const PUBLIC_PATH_EXPECTED = 'expected a public path such as "/images/hero.svg"';

export const publicFile = z.string().regex(publicPathPattern, PUBLIC_PATH_EXPECTED).superRefine(checkPublicFileExists);

/**
 * Whether an image field names a picture somewhere else: an address with a scheme (https:, data:),
 * or "//host/..." (any mix of slashes and backslashes, which browsers read alike), as the browser
 * reads the src once it has trimmed spaces and control characters.
 */
function namesPictureElsewhere(written: string): boolean {
  const address = readByBrowser(written);
  return schemeOf(address) !== undefined || /^[/\\]{2}/.test(address);
}

/** One view of an SVG file under content/public ("/images/gallery.svg#rosette"): a page showing several views of one file loads it once. */
const svgViewPattern = /^[^#]+\.svg#[A-Za-z][\w-]*$/i;
const pictureAddressPattern = /^\/[\w./-]+(?:\.svg#[A-Za-z][\w-]*)?$/;

/**
 * A picture under content/public, or one view of an SVG there: anything else is refused with how to
 * make it the site's own. The pattern is checked here rather than by a regex check, whose message
 * would be said besides.
 */
const pictureFile = z
  .string()
  .superRefine((path, ctx) => {
    if (namesPictureElsewhere(path)) ctx.addIssue({ code: 'custom', input: path, message: messages.notOwnPicture(readByBrowser(path)) });
    else if (path.includes('#') && !svgViewPattern.test(path)) ctx.addIssue({ code: 'custom', input: path, message: SVG_VIEW_EXPECTED });
    else if (!publicPathPattern.test(pictureAddress(path).file)) ctx.addIssue({ code: 'custom', input: path, message: PUBLIC_PATH_EXPECTED });
    else checkPublicFileExists(pictureAddress(path).file, ctx);
  })
  // For editors' completion, as a regex check would give it.
  .meta({ pattern: pictureAddressPattern.source });

const SVG_VIEW_EXPECTED = 'expected "#" only after an .svg file, followed by the id of one of its <view> elements, such as "/images/gallery.svg#rosette"';

export const image = z
  .strictObject({
    src: pictureFile.meta({ description: 'The file under content/public, written from /, such as "/images/hero.svg"; or one view of an SVG there, such as "/images/gallery.svg#rosette"' }),
    alt: z.string().meta({ description: 'Describes the image; empty only for pure decoration' }),
    width: z.number().int().positive().meta({ description: "The file's own width in pixels" }),
    height: z.number().int().positive().meta({ description: "The file's own height in pixels" }),
  })
  .superRefine(checkDeclaredSize)
  .meta({ description: 'An image with its intrinsic size, so the page reserves its space' });

/** The wa.me format: country code and number, digits only, no "+", spaces or leading 0. */
export const whatsappNumber = z
  .string()
  .regex(/^[1-9]\d{7,14}$/, 'expected digits with country code (wa.me format: no "+", spaces or leading 0)');

/**
 * Markdown, either inline or from a file under content/ (`file: texts/about.md`). It is turned into
 * HTML at build time, so no Markdown parser ships to the browser.
 */
export const markdownSource = z.union([
  z.string(),
  z.strictObject({
    file: z.string().regex(/^[\w./-]+\.md$/, 'expected a .md path under content/').meta({ description: 'A Markdown file, relative to content/, such as "texts/about/intro.md"' }),
  }),
]);

/** The id of an item in a named collection under content/. */
export function itemId(collection: string) {
  return z.string().superRefine((id, ctx) => {
    const items = activeContext()?.collections.get(collection);
    if (!items || items.has(id)) return;
    ctx.addIssue({
      code: 'custom',
      input: id,
      message: `no item "${id}" in collection "${collection}".${didYouMean(id, items.keys())}`,
    });
  });
}

export type ImageData = z.output<typeof image>;

/** A button or link in a block: its visible label and where it goes. */
export const action = z.strictObject({
  label: text.meta({ description: "The button's text" }),
  to: link,
  variant: z.enum(['primary', 'secondary', 'light']).default('primary').meta({ description: 'primary: filled; secondary: outlined; light: for a dark background' }),
}).meta({ description: 'A button: its label and where it goes' });
export type Action = z.output<typeof action>;
