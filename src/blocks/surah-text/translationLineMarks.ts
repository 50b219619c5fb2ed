/**
 * How a shipped translation's lines and their credit are marked in the surah's text, whether the
 * build drew them (the page's default translation) or the reading settings did (a reader's choice):
 * the settings find, keep or take away the lines by these marks alike.
 */

/** On each line, its translation's kind ("ur"), so one translation can be taken away and the others stay. */
export const LINE_MARK = 'data-shipped-translation';

/** On the credit of the translations shown, after the Quran text's own. */
export const CREDIT_MARK = 'data-translation-credit';
