import { storeFailure } from '../../../src/blocks/blog-list/storeFailure';
import { describeDamage } from '../../../src/blocks/blog-manager/damageText';
import { en } from '../../../src/i18n/messages/en';
import type { DamagedBlog, ParsedBlogs } from '../../../src/services/blog/schema';
import { englishLocale } from './locale';

/*
 * The blog store reports what went wrong by name; the pages say it in their language. These put a
 * store's answer in the words the English pages show, so that a store's test reads what the owner reads.
 */

/** A damaged entry with what is wrong with it as the English manage page says it, in place of its findings. */
export const damagedInEnglish = ({ findings, ...entry }: DamagedBlog) => ({ ...entry, problem: describeDamage(findings, en.blog.damaged.findings, englishLocale.formats) });

/** A store's list with each damaged entry as the English manage page words it. */
export const listedInEnglish = (parsed: ParsedBlogs) => ({ ...parsed, damaged: parsed.damaged.map(damagedInEnglish) });

/** Why a store failed, as the English pages say it after "could not be loaded: " and the like. */
const failureInEnglish = (error: unknown) => storeFailure(error, en.blog.storeErrors);

/** What an English page says of the refusal `attempt` ends in ("no refusal" when it succeeds). */
export const refusalInEnglish = (attempt: Promise<unknown>): Promise<string> => attempt.then(() => 'no refusal', failureInEnglish);

/** The same of a call that throws at once. */
export function thrownInEnglish(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return failureInEnglish(error);
  }
  return 'no refusal';
}
