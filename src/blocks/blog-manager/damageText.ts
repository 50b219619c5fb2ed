import { fill, plural } from '../../i18n/format';
import type { LocaleFormats } from '../../i18n/localeFormats';
import type { Messages } from '../../i18n/messages/en';
import type { DamageFinding } from '../../services/blog/damage';

type FindingsText = Messages['blog']['damaged']['findings'];

/** More than this many findings are summed up, so that the line stays readable. */
const MOST_FINDINGS = 3;

const own = <T extends object>(words: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(words, key);

/** One finding in the page's language. */
function sayFinding(finding: DamageFinding, text: FindingsText): string {
  switch (finding.kind) {
    case 'notABlog':
    case 'datesDisagree':
    case 'notAnnouncementPicture':
      return text[finding.kind];
    case 'unknownFields':
      return fill(text.unknownFields, { keys: finding.keys.join(text.keySeparator) });
    case 'field': {
      const { key, expected = '' } = finding;
      const field = own(text.fields, key) && key !== 'unknown' ? text.fields[key] : fill(text.fields.unknown, { key });
      const type = own(text.types, expected) ? text.types[expected] : expected;
      // The limit as the field's rule states it, in plain digits like the number the owner sees counted.
      return fill(text[finding.problem], { field, type, maximum: String(finding.maximum ?? '') });
    }
  }
}

/**
 * What is wrong with a damaged entry, as one sentence without its full stop, in the page's language:
 * the first three findings, then how many more, its first letter a capital where the language has them.
 */
export function describeDamage(findings: readonly DamageFinding[], text: FindingsText, formats: LocaleFormats): string {
  const said = findings.slice(0, MOST_FINDINGS).map((finding) => sayFinding(finding, text));
  const more = findings.length - MOST_FINDINGS;
  if (more > 0) said.push(plural(text.more, more, formats));
  const sentence = said.join(text.separator) || text.unreadable;
  return sentence.charAt(0).toLocaleUpperCase(formats.intl) + sentence.slice(1);
}
