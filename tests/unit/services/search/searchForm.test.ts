import { describe, expect, it } from 'vitest';
import { searchForm, searchFormWithOffsets } from '../../../../src/services/search/searchForm';

const BISMILLAH = 'بِسۡمِ ٱللَّهِ ٱلرَّحۡمَٰنِ ٱلرَّحِيمِ';
const AYAT_AL_KURSI_OPENING = 'ٱللَّهُ لَآ إِلَٰهَ إِلَّا هُوَ ٱلۡحَيُّ ٱلۡقَيُّومُۚ لَا تَأۡخُذُهُۥ سِنَةٞ وَلَا نَوۡمٞۚ وَلَا يَـُٔودُهُۥ حِفۡظُهُمَاۚ';

describe('searchForm', () => {
  describe('vowel and recitation marks, which a reader does not type', () => {
    it('a query typed without vowel marks matches the Uthmani word', () => {
      expect(searchForm('ٱلرَّحۡمَٰنِ')).toBe('الرحمن');
      expect(searchForm(BISMILLAH)).toBe('بسم الله الرحمن الرحيم');
    });

    it('tanween, including the fatha with two dots, is left out', () => {
      expect(searchForm('سِنَةٞ')).toBe('سنه');
    });

    it('the superscript alef is dropped, not spelled out as an alef', () => {
      expect(searchForm('إِلَٰهَ')).toBe('اله');
      expect(searchForm('عَلَىٰ')).toBe('علي');
    });

    it('the Uthmani sukun and the pause marks are left out', () => {
      expect(searchForm('ٱلۡقَيُّومُۚ')).toBe('القيوم');
    });

    it('a tatweel carrying a hamza, and a small waw, are left out', () => {
      expect(searchForm('يَـُٔودُهُۥ')).toBe('يوده');
    });

    it('the signs of a rub el hizb, an ayah end and a sajdah leave only the spaces around them', () => {
      expect(searchForm('۞ وَٱعۡلَمُوٓا۟')).toBe(' واعلموا');
      expect(searchForm('ٱلرَّحِيمِ ۝')).toBe('الرحيم ');
      expect(searchForm('وَٱسۡجُدۡ وَٱقۡتَرِب ۩')).toBe('واسجد واقترب ');
    });

    it('the open tanween of other Quran editions is left out', () => {
      expect(searchForm('حَكِيمࣱ')).toBe('حكيم');
    });

    it.each([
      ['harakat', 0x064b, 0x065f],
      ['superscript alef', 0x0670, 0x0670],
      ['Quranic annotation', 0x06d6, 0x06ed],
      ['extended Quranic', 0x08d3, 0x08ff],
      ['tatweel', 0x0640, 0x0640],
    ])('every %s mark is left out', (_family, first, last) => {
      for (let code = first; code <= last; code++) {
        expect(searchForm(`ب${String.fromCharCode(code)}ت`), `U+${code.toString(16)}`).toBe('بت');
      }
    });
  });

  describe('letter forms, which differ between keyboards and spellings', () => {
    it.each([
      ['alef wasla', 'ٱللَّهِ', 'الله'],
      ['alef with hamza above', 'أَحَدٌ', 'احد'],
      ['alef with hamza below', 'إِلَّا', 'الا'],
      ['alef with madda', 'آیت', 'ايت'],
      ['alef with wavy hamza above', '\u0672', 'ا'],
      ['alef with wavy hamza below', '\u0673', 'ا'],
      ['alef maksura', 'عَلَىٰ', 'علي'],
      ['Urdu yeh', 'یہ', 'يه'],
      ['yeh with hamza', 'بِئۡسَ', 'بيس'],
      ['Pashto e', '\u06d0', 'ي'],
      ['keheh', 'کتاب', 'كتاب'],
      ['heh goal', 'ہے', 'هے'],
      ['Urdu do-chashmi heh', 'بھی', 'بهي'],
      ['Urdu teh marbuta', 'صلوٰۃ', 'صلوه'],
      ['heh with yeh above', 'خانۀ', 'خانه'],
      ['teh marbuta', 'ٱلۡجَنَّةَ', 'الجنه'],
      ['waw with hamza', 'يُؤۡمِنُونَ', 'يومنون'],
    ])('a word with the %s is found by its plain letter', (_form, word, form) => {
      expect(searchForm(word)).toBe(form);
    });

    it('Urdu words are searched in the Arabic letter forms', () => {
      expect(searchForm('ہے')).toBe('هے');
      expect(searchForm('کی')).toBe('كي');
      expect(searchForm('یہ')).toBe('يه');
    });

    it('the letters an Arabic keyboard types are kept as they are', () => {
      expect(searchForm('كي هو الله')).toBe('كي هو الله');
    });

    it('the Urdu barree yeh and a standalone hamza are kept', () => {
      expect(searchForm('کرے')).toBe('كرے');
      expect(searchForm('ٱلسَّمَآءِ')).toBe('السماء');
    });

    it('an Urdu word written with a hamza letter or with the letter and a hamza mark is the same word', () => {
      // جائے with ۓ (U+06D3) and with ے and the hamza mark above; ۂ (U+06C2) and ہ with the mark.
      expect(searchForm('\u062c\u0627\u0626\u06d3')).toBe(searchForm('\u062c\u0627\u0626\u06d2\u0654'));
      expect(searchForm('\u0628\u0646\u062f\u06c2')).toBe(searchForm('\u0628\u0646\u062f\u06c1\u0654'));
    });

    it('the small signs written over a word are left out', () => {
      // Muhammad with the small sign of the blessing over it (U+0610).
      expect(searchForm('\u0645\u062d\u0645\u062f\u0610')).toBe('\u0645\u062d\u0645\u062f');
    });
  });

  describe('digits', () => {
    it('an ayah number in Arabic-Indic digits is found by the digits on any keyboard', () => {
      expect(searchForm('٢:٢٥٥')).toBe('2:255');
      expect(searchForm('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    });

    it('Urdu digits are found by the same digits', () => {
      expect(searchForm('۲۵۵')).toBe('255');
      expect(searchForm('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    });
  });

  describe('presentation forms, which nobody types', () => {
    it('a ligature is searched as its letters', () => {
      expect(searchForm('\ufefb')).toBe('لا');
      expect(searchForm('\ufdf2')).toBe('الله');
    });

    it('the letters of a presentation form are then reduced like any other', () => {
      expect(searchForm('\ufe81')).toBe('ا');
      expect(searchForm('\ufb8e')).toBe('ك');
    });

    it('the presentation form of a lone mark leaves nothing, not a space, inside its word', () => {
      expect(searchForm('ب\ufe7cت')).toBe('بت');
      expect(searchForm('ب\ufe7dت')).toBe('بت');
      expect(searchForm('ب\ufc60ت')).toBe('بت');
    });
  });

  describe('other text', () => {
    it('Latin text keeps its case and its spaces', () => {
      expect(searchForm('  Indeed, ALLAH is with the patient.  ')).toBe('  Indeed, ALLAH is with the patient.  ');
    });

    it('a character outside the basic plane is kept whole', () => {
      expect(searchForm('📖 ٱلۡكِتَٰبُ')).toBe('📖 الكتب');
    });
  });
});

describe('searchFormWithOffsets', () => {
  it('gives the same form as searchForm', () => {
    expect(searchFormWithOffsets(AYAT_AL_KURSI_OPENING).form).toBe(searchForm(AYAT_AL_KURSI_OPENING));
  });

  it('points each letter of the form at the letter it came from, past the removed marks', () => {
    expect(searchFormWithOffsets('ٱلرَّحۡمَٰنِ')).toEqual({ form: 'الرحمن', offsets: [0, 1, 2, 5, 7, 10] });
    expect(searchFormWithOffsets('يَـُٔودُهُۥ')).toEqual({ form: 'يوده', offsets: [0, 5, 6, 8] });
  });

  it('points Urdu letters and digits at themselves', () => {
    expect(searchFormWithOffsets('یہ کی')).toEqual({ form: 'يه كي', offsets: [0, 1, 2, 3, 4] });
    expect(searchFormWithOffsets('٢:٢٥٥')).toEqual({ form: '2:255', offsets: [0, 1, 2, 3, 4] });
    expect(searchFormWithOffsets('۲۵۵')).toEqual({ form: '255', offsets: [0, 1, 2] });
  });

  it('points every letter of a presentation form at that form', () => {
    expect(searchFormWithOffsets('\ufefb إِلَٰهَ')).toEqual({ form: 'لا اله', offsets: [0, 0, 1, 2, 4, 7] });
    expect(searchFormWithOffsets('\ufdfa').offsets).toEqual(new Array<number>(18).fill(0));
  });

  it('points both halves of a character outside the basic plane at their own places', () => {
    expect(searchFormWithOffsets('📖 ٱلۡكِتَٰبُ').offsets).toEqual([0, 1, 2, 3, 4, 6, 8, 11]);
  });

  it('traces every character of a verse back to the character that produced it, in order', () => {
    const text = `${BISMILLAH} ${AYAT_AL_KURSI_OPENING} ٢٥٥ \ufefb`;
    const { form, offsets } = searchFormWithOffsets(text);
    expect(offsets).toHaveLength(form.length);
    offsets.forEach((offset, index) => {
      expect(searchForm(text[offset]!)).toContain(form[index]);
      if (index > 0) expect(offset).toBeGreaterThanOrEqual(offsets[index - 1]!);
    });
  });
});
