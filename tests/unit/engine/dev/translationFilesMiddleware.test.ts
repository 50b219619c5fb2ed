import { describe, expect, it } from 'vitest';
import { translationFileReader } from '../../../../scripts/engine/dev/translationFilesMiddleware';

describe('the dev server’s translation files', () => {
  it('are the files the build writes, at the same addresses', async () => {
    const text = await translationFileReader()('/quran/translations/en/112.json');
    expect(JSON.parse(text!)).toMatchObject({ surah: 112, translation: 'en', verses: [expect.stringMatching(/^Say, "He is Allah/), expect.any(String), expect.any(String), expect.any(String)] });
  });

  it('leave every other address to the next handler', () => {
    const fileAt = translationFileReader();
    for (const path of ['/quran/translations/fr/1.json', '/quran/translations/ur/115.json', '/quran/translations/ur/0.json', '/quran/translations/ur/1.json?x', '/read-quran/1']) {
      expect(fileAt(path), path).toBeUndefined();
    }
  });
});
