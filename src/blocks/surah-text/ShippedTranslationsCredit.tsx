import { Fragment } from 'react';
import type { Messages } from '../../i18n/messages/en';
import { shippedTranslations, type ShippedTranslationKind } from '../../services/quran/shippedTranslations';
import { Message } from '../../ui/Message';
import { CREDIT_MARK } from './translationLineMarks';
import * as styles from './translationLines.css';

/**
 * The credit of the translations drawn under the ayat: whose work each is, linked to its page on
 * Tanzil (as Tanzil asks), and the package and licence it came by, in the page's language. The
 * reading settings write the same when a reader changes the translations (translationLines.ts).
 */
export function ShippedTranslationsCredit({ shown, text }: { shown: readonly ShippedTranslationKind[]; text: Messages['reader']['quranSettings'] }) {
  if (shown.length === 0) return null;
  const works = shown.map((kind, index) => (
    <Fragment key={kind}>
      {index > 0 && text.creditsSeparator}
      <a href={shippedTranslations[kind].source}>{text.shipped[kind].work}</a>
    </Fragment>
  ));
  return (
    <p className={styles.credits} {...{ [CREDIT_MARK]: '' }}>
      <Message
        text={text.credits}
        parts={{
          works,
          tanzil: <a href="https://tanzil.net/trans/">Tanzil</a>,
          package: <a href="https://github.com/risan/quran-json">quran-json</a>,
          licence: <a href="https://creativecommons.org/licenses/by-sa/4.0/">CC BY-SA 4.0</a>,
        }}
      />
    </p>
  );
}
