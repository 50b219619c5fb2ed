import { formatNumber, type LocaleFormats } from './localeFormats';
import type { PluralMessage } from './messages/catalog';

/** `{name}` in a message replaced by its value; a name with no value is left as written, to be seen. */
export function fill(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** One set of plural rules per locale: a list of 114 surahs asks for them once per row. */
const pluralRules = new Map<string, Intl.PluralRules>();

function rulesFor(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
}

/** The form of a count's message for `count` (the language's plural rules pick it), `{count}` written for the locale. */
export function plural(message: PluralMessage, count: number, formats: LocaleFormats, values: Readonly<Record<string, string | number>> = {}): string {
  const category = rulesFor(formats.intl).select(count);
  return fill(message[category] ?? message.other, { ...values, count: formatNumber(count, formats) });
}
