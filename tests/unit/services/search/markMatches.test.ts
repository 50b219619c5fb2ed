import { describe, expect, it } from 'vitest';
import { markMatches } from '../../../../src/services/search/markMatches';

const AYAT_AL_KURSI_OPENING = 'ٱللَّهُ لَآ إِلَٰهَ إِلَّا هُوَ ٱلۡحَيُّ ٱلۡقَيُّومُۚ';

/** The marked words, after checking that the segments give back the whole text. */
function markedWords(text: string, query: string): string[] {
  const segments = markMatches(text, query);
  expect(segments.map((segment) => segment.text).join('')).toBe(text);
  return segments.filter((segment) => segment.marked).map((segment) => segment.text);
}

describe('markMatches', () => {
  it('a query typed without vowel marks marks the Uthmani word, marks and all', () => {
    expect(markMatches(AYAT_AL_KURSI_OPENING, 'الحي')).toEqual([
      { text: 'ٱللَّهُ لَآ إِلَٰهَ إِلَّا هُوَ ', marked: false },
      { text: 'ٱلۡحَيُّ', marked: true },
      { text: ' ٱلۡقَيُّومُۚ', marked: false },
    ]);
  });

  it('a word is marked with the pause mark that follows it', () => {
    expect(markedWords(AYAT_AL_KURSI_OPENING, 'القيوم')).toEqual(['ٱلۡقَيُّومُۚ']);
  });

  it('a query typed with the vowel marks finds the same words', () => {
    expect(markedWords(AYAT_AL_KURSI_OPENING, 'ٱلۡحَيُّ')).toEqual(['ٱلۡحَيُّ']);
    expect(markedWords('الله لا اله الا هو الحي القيوم', 'ٱلۡحَيُّ')).toEqual(['الحي']);
  });

  it('the start of a word finds the whole word, between its spaces and punctuation', () => {
    expect(markMatches('Indeed, Allah is with the patient.', 'patien')).toEqual([
      { text: 'Indeed, Allah is with the ', marked: false },
      { text: 'patient', marked: true },
      { text: '.', marked: false },
    ]);
  });

  it('a word is found from its start, not from inside it', () => {
    expect(markedWords('Be patient, not impatient.', 'patient')).toEqual(['patient']);
  });

  it('Latin words are found whatever their case', () => {
    expect(markedWords('Indeed, ALLAH is with the patient.', 'allah')).toEqual(['ALLAH']);
    expect(markedWords('Indeed, Allah is with the patient.', 'PATIENT')).toEqual(['patient']);
  });

  it('an Urdu word is found by a query typed on an Arabic keyboard', () => {
    expect(markMatches('یہ اللہ کی کتاب ہے', 'كي')).toEqual([
      { text: 'یہ اللہ ', marked: false },
      { text: 'کی', marked: true },
      { text: ' کتاب ہے', marked: false },
    ]);
  });

  it('an Arabic word is found by a query typed on an Urdu keyboard', () => {
    expect(markedWords('كي لا يكون دولة', 'کی')).toEqual(['كي']);
  });

  it('every word that any word of the query finds is marked, each time it appears', () => {
    expect(markedWords('ٱللَّهُ لَآ إِلَٰهَ إِلَّا هُوَۚ وَهُوَ ٱللَّهُ', 'الله هو')).toEqual(['ٱللَّهُ', 'هُوَۚ', 'ٱللَّهُ']);
  });

  it('an ayah number typed in Latin digits finds the Arabic-Indic one', () => {
    expect(markMatches('٢:٢٥٥', '255')).toEqual([
      { text: '٢:', marked: false },
      { text: '٢٥٥', marked: true },
    ]);
  });

  it('a ligature is found by the letters it is made of', () => {
    expect(markedWords('مُّحَمَّدٞ رَّسُولُ ٱللَّهِ ﷺ', 'وسلم')).toEqual(['ﷺ']);
    expect(markedWords('\ufefb إِلَٰهَ', 'لا')).toEqual(['\ufefb']);
  });

  it('a word found across a removed sign marks the written words on both sides of it', () => {
    expect(markedWords('ٱلرَّحِيمِ۝١ ٱلۡحَمۡدُ', 'الرحيم1')).toEqual(['ٱلرَّحِيمِ', '١']);
  });

  it('Arabic punctuation separates words', () => {
    expect(markedWords('ہے؟ کی، کتاب', 'کی')).toEqual(['کی']);
  });

  it('an empty query marks nothing', () => {
    expect(markMatches('Indeed, Allah is with the patient.', '')).toEqual([{ text: 'Indeed, Allah is with the patient.', marked: false }]);
    expect(markMatches('Indeed, Allah is with the patient.', '  ')).toEqual([{ text: 'Indeed, Allah is with the patient.', marked: false }]);
  });

  it('a query of only vowel marks or punctuation marks nothing', () => {
    expect(markedWords(AYAT_AL_KURSI_OPENING, 'َ ُ')).toEqual([]);
    expect(markedWords('Indeed, Allah is with the patient.', ', .')).toEqual([]);
  });

  it('an empty word of the query is ignored beside the others', () => {
    expect(markedWords(AYAT_AL_KURSI_OPENING, 'ُ الحي')).toEqual(['ٱلۡحَيُّ']);
  });

  it('an empty text gives no segments', () => {
    expect(markMatches('', 'الله')).toEqual([]);
  });

  it('a text that is one marked word gives that one segment', () => {
    expect(markMatches('ٱلرَّحۡمَٰنِ', 'الرحمن')).toEqual([{ text: 'ٱلرَّحۡمَٰنِ', marked: true }]);
  });
});
