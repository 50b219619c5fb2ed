import { didYouMean } from './suggest';

/** Every message an editor can see about the shape of the content, in one place. */

export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object') return 'a set of fields';
  if (typeof value === 'string') return `"${value.length > 60 ? `${value.slice(0, 57)}...` : value}"`;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return `${typeof value} ${String(value)}`;
  return typeof value;
}

const typeNames: Record<string, string> = {
  object: 'a set of fields',
  array: 'a list',
  string: 'a text',
  number: 'a number',
  boolean: 'true or false',
  int: 'a whole number',
};

/** What a zod type name means to an editor ("string" is "a text"). */
export const expectedType = (expected: string) => typeNames[expected] ?? expected;

/** Control characters, tabs and newlines spelt out, so a message shows what is hidden in a value. */
export function visible(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this spells out
  return text.replace(/[\u0000-\u001f\u007f]/g, (character) => {
    if (character === '\n') return '\\n';
    if (character === '\t') return '\\t';
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/**
 * Where the picture at `address` goes among the site's own files, named by its file name when the
 * address ends in one ("https://other.example/a/p.png" is "/images/p.png").
 */
function ownPicturePath(address: string): string {
  const name = address.split(/[?#]/)[0]!.split(/[/\\]/).at(-1)!;
  return `/images/${/^\w[\w.-]*\.[A-Za-z0-9]+$/.test(name) ? name : 'name.png'}`;
}

/** Why a picture must be the site's own, and how to make it so, for the picture at `address`. */
const ownPictureFix = (address: string) =>
  `put the file under content/public/images/ and write "${ownPicturePath(address)}" (the site's security policy blocks pictures from other hosts)`;

/** What a link or an image in Markdown may point to, in an editor's words. */
const allowedAddresses = {
  link: () => 'a link in Markdown must go to a site path such as "/contact" or an https://, http://, mailto: or tel: address',
  image: (readAs: string) => `an image in Markdown must be one of the site's own pictures or a data: address: ${ownPictureFix(readAs)}`,
} as const;

const list = (options: readonly unknown[]) => options.map((option) => JSON.stringify(option)).join(', ');

export const messages = {
  missingField: (field: string, expected: string) => `missing required field "${field}" (expected ${expectedType(expected)})`,
  wrongType: (expected: string, found: unknown) => {
    // YAML reads 923001234567 or true as a number or a boolean; quoting keeps it text.
    const quote = expected === 'string' && (typeof found === 'number' || typeof found === 'boolean') ? ` (write it in quotes: "${String(found)}")` : '';
    return `expected ${expectedType(expected)}, found ${describeValue(found)}${quote}`;
  },
  /** For a value that fits none of several shapes: `expected a text or a set of fields, found ...`. */
  noneOf: (expected: readonly string[], found: unknown) => `expected ${expected.join(' or ')}, found ${describeValue(found)}`,
  /** `unset`: the valid fields not yet written here, the only ones a misspelling is taken for. */
  unknownKey: (key: string, known: readonly string[], unset: readonly string[] = known) => {
    const hint = didYouMean(key, unset);
    return `unknown field "${key}".${hint || (known.length ? ` Valid fields: ${known.join(', ')}.` : '')}`;
  },
  unknownVariant: (field: string, found: unknown, options: readonly string[]) => {
    const valid = `Valid ${field}s: ${list(options)}.`;
    if (found === undefined) return `missing required field "${field}". ${valid}`;
    const hint = typeof found === 'string' ? didYouMean(found, options) : '';
    return `unknown ${field === 'type' ? 'block type' : field} ${describeValue(found)}.${hint} ${valid}`;
  },
  notOneOf: (found: unknown, options: readonly unknown[]) => {
    const hint = typeof found === 'string' ? didYouMean(found, options.map(String)) : '';
    return `expected one of ${list(options)}, found ${describeValue(found)}${hint ? `.${hint}` : ''}`;
  },
  /** `inclusive` is false for a bound the value must pass (`positive()`: greater than 0). */
  tooFew: (minimum: number, found: unknown, origin: string, exact = false, inclusive = true) =>
    origin === 'string'
      ? `expected a text of at least ${minimum} characters, found ${describeValue(found)}`
      : origin === 'number'
        ? `expected a number ${inclusive ? 'of at least' : 'greater than'} ${minimum}, found ${describeValue(found)}`
        : `expected ${exact ? 'exactly' : 'at least'} ${minimum} item${minimum === 1 ? '' : 's'}, found ${describeValue(found)}`,
  tooMany: (maximum: number, found: unknown, origin: string, exact = false, inclusive = true) =>
    origin === 'string'
      ? `expected a text of at most ${maximum} characters, found ${describeValue(found)}`
      : origin === 'number'
        ? `expected a number ${inclusive ? 'of at most' : 'less than'} ${maximum}, found ${describeValue(found)}`
        : `expected ${exact ? 'exactly' : 'at most'} ${maximum} item${maximum === 1 ? '' : 's'}, found ${describeValue(found)}`,
  /** `expected` is a schema's own message, such as `expected an email address`. */
  badFormat: (expected: string, found: unknown) => `${expected}, found ${describeValue(found)}`,
  badPattern: (format: string, found: unknown) => `expected a text in the ${format} format, found ${describeValue(found)}`,
  /** `first` is where the path was declared before: "on line 57", or "at pages.yaml:20" from another file. */
  duplicateRoute: (path: string, first: string, firstPath = path) =>
    `duplicate route path "${path}" (already declared ${first}${firstPath === path ? '' : ` as "${firstPath}"; paths match regardless of case`})`,
  /**
   * `where` is a place in the Markdown ("content/texts/about.md:4:12", "line 2, column 5 of this
   * Markdown"), left out when the message is shown at that place. Not worded "expected ...": that
   * would have the whole Markdown appended as what was found.
   */
  markdownHtml: (found: string, where?: string) => `Markdown may not carry HTML, found ${describeValue(visible(found))}${where ? ` at ${where}` : ''}`,
  /** `readAs` is the address once a browser has decoded and trimmed it, named when it differs from what was written. */
  markdownAddress: (kind: 'link' | 'image', found: string, readAs: string, where?: string) =>
    `${allowedAddresses[kind](readAs)}, found ${describeValue(visible(found))}${
      readAs === found ? '' : ` (read by browsers as ${describeValue(visible(readAs))})`
    }${where ? ` at ${where}` : ''}`,
  /** `setext`: written as a line underlined with "=", not with "#". */
  markdownMainTitle: (setext: boolean) =>
    `${setext ? 'a heading underlined with "="' : 'a "#" heading'} makes a second main title (h1) on the page, which has one already (its page header or hero). Use "##" or deeper instead`,
  /**
   * An image field naming a picture anywhere but under content/public (another host, "//host/...", a
   * data: address). Worded "expected ...": the value found is appended.
   */
  notOwnPicture: (address: string) => `expected one of the site's own pictures, written from /: ${ownPictureFix(address)}`,
  missingFile: (file: string) => `file "${file}" is missing`,
  placeholder: (found: string) => `placeholder value left in site settings: ${describeValue(found)}. Fill in the real value.`,
} as const;
