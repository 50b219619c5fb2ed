import type { Connect } from 'vite';
import { isShippedTranslationKind, translationFileText } from '../../../src/services/quran/shippedTranslations.ts';
import type { SurahTranslations } from '../content/quranTranslations';

const FILE = /^\/quran\/translations\/(\w+)\/([1-9]\d{0,2})\.json$/;

/**
 * The reader's translation files for the dev server, which has no build to read them from (the
 * build writes them: prerender/translationFiles.ts): the text of the file at a path, drawn from the
 * package (read once, at the first), or undefined for any other path.
 */
export function translationFileReader(): (path: string) => Promise<string> | undefined {
  let translations: Promise<readonly SurahTranslations[]> | undefined;
  return (path) => {
    const [, kind, number] = FILE.exec(path) ?? [];
    const surah = Number(number);
    if (!isShippedTranslationKind(kind) || surah > 114) return undefined;
    translations ??= import('../content/quranTranslations.ts').then((module) => module.readPackageTranslations());
    return translations.then((all) => translationFileText({ surah, translation: kind, verses: all[surah - 1]![kind] }));
  };
}

export function translationFilesMiddleware(): Connect.NextHandleFunction {
  const fileAt = translationFileReader();
  return (request, response, next) => {
    const file = fileAt(request.url ?? '');
    if (!file) {
      next();
      return;
    }
    file.then((text) => {
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.end(text);
    }, next);
  };
}
