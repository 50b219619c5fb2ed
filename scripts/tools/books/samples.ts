/**
 * The text of the five sample books. The academy's real books are not ours to publish, so each
 * sample describes its book in English and says where the full edition comes from.
 */

export interface SamplePage {
  heading: string;
  /** Paragraphs; a line starting with "- " is drawn as a bullet. */
  paragraphs: string[];
}

export interface SampleBook {
  id: string;
  title: string;
  subtitle: string;
  pages: SamplePage[];
}

const fullEdition =
  'This is a sample edition made for the website. The full book is available from the academy: ask for it through the contact page or on WhatsApp.';

export const sampleBooks: SampleBook[] = [
  {
    id: 'colour-quran',
    title: 'Colour Quran',
    subtitle: 'The Holy Quran with colour-coded Tajweed',
    pages: [
      {
        heading: 'About this book',
        paragraphs: [
          'The Colour Quran prints the Arabic text of the Holy Quran with its rules of recitation marked in colour. A reader sees at a glance where a letter is lengthened, where a sound is held in the nose, and which letters are written but not pronounced.',
          'It is meant for students who already know the Arabic letters and want to recite correctly from the first day, without stopping to work out every rule.',
          fullEdition,
        ],
      },
      {
        heading: 'How the colours help',
        paragraphs: [
          'Each colour stands for one family of rules. The key printed at the front of the full edition explains them all; in short, the colours mark:',
          '- the lengthening of a vowel (madd), with darker shades for longer counts;',
          '- nasal sounds (ghunnah), including the hidden and merged sounds of noon and meem;',
          '- the echoing letters (qalqalah) when they carry a sukoon;',
          '- heavy letters, and letters that are written but silent.',
          'The colour never changes the text itself: it is a reminder, and a teacher still listens and corrects.',
        ],
      },
      {
        heading: 'Reading with a teacher',
        paragraphs: [
          'Our Quran Reading and Tajweed courses use the Colour Quran in one-to-one online classes. The teacher reads a verse, the student repeats it, and the colours show where the two differed.',
          'Students who finish the Noorani Qaida usually move on to this book. To join a class, visit the contact page and tell us which course you would like.',
        ],
      },
    ],
  },
  {
    id: 'noorani-qaida',
    title: 'Noorani Qaida',
    subtitle: 'The first steps to reading the Quran',
    pages: [
      {
        heading: 'About this book',
        paragraphs: [
          'The Noorani Qaida is the primer most children and adults start with. Lesson by lesson it takes a beginner from the single letters of the Arabic alphabet to reading whole words with every mark of the Quranic script.',
          'The Arabic letters themselves are not reproduced in this web sample; the full edition prints each lesson in large, clear Arabic type.',
          fullEdition,
        ],
      },
      {
        heading: 'The lessons',
        paragraphs: [
          'The full book builds up in small steps, each resting on the last:',
          '- the single letters, their names and where each sound is made;',
          '- joined letters, and how a letter changes shape at the start, middle and end of a word;',
          '- the short vowels: fatha, kasra and damma;',
          '- tanween, the doubled vowels at the end of a word;',
          '- the long vowels and the letters of lengthening;',
          '- sukoon, the resting letter, and shaddah, the doubled letter;',
          '- practice words and short phrases taken from the Quran.',
        ],
      },
      {
        heading: 'How to study it',
        paragraphs: [
          'Ten to fifteen minutes a day work better than one long lesson a week. Read each line aloud, slowly, and only move on when it comes out right without stopping.',
          'A teacher who hears you read catches mistakes before they become habits. Our teachers take beginners of every age through the Qaida in one-to-one online classes.',
        ],
      },
    ],
  },
  {
    id: 'tajweed',
    title: 'Tajweed',
    subtitle: 'The rules of reciting the Holy Quran',
    pages: [
      {
        heading: 'About this book',
        paragraphs: [
          'Tajweed means giving every letter its right: its correct point of articulation, its qualities and its length. This book explains the rules in plain language, with examples from the Quran for each one.',
          fullEdition,
        ],
      },
      {
        heading: 'What the book covers',
        paragraphs: [
          '- the points of articulation (makharij) of the letters;',
          '- the qualities (sifaat) that tell similar letters apart;',
          '- the rules of noon sakinah and tanween: clear pronunciation, merging, changing and hiding;',
          '- the rules of meem sakinah;',
          '- heavy and light letters, and the letter raa;',
          '- the kinds of lengthening (madd) and how long each is held;',
          '- qalqalah, the echoing letters;',
          '- where to stop and where to continue (waqf and ibtida).',
        ],
      },
      {
        heading: 'Learning by ear',
        paragraphs: [
          'The rules are learned from a book, but Tajweed itself is learned by listening. Each chapter of the full edition ends with verses to recite to a teacher.',
          'Our Tajweed course follows the order of this book, verse by verse, with correction as you read.',
        ],
      },
    ],
  },
  {
    id: 'deenyaat-1',
    title: 'Deenyaat 1',
    subtitle: 'Islamic studies for young learners, part one',
    pages: [
      {
        heading: 'About this book',
        paragraphs: [
          'Deenyaat is a course of Islamic studies for children. Part one introduces the beliefs at the heart of the faith and the daily practices a child learns first, in short lessons with questions at the end of each.',
          fullEdition,
        ],
      },
      {
        heading: 'The Roots of Religion',
        paragraphs: [
          'Part one explains the five Roots of Religion (Usool-e-Deen) in words a child can follow:',
          '- Tawheed: Allah is One;',
          '- Adl: Allah is Just;',
          '- Nubuwwat: the Prophets, sent to guide mankind;',
          '- Imamat: the Imams, the guides after the Holy Prophet;',
          '- Qiyamat: the Day of Judgement.',
        ],
      },
      {
        heading: 'Everyday practice',
        paragraphs: [
          'Alongside the beliefs, the lessons teach cleanliness, wudhu step by step, the times of the daily prayers, and good manners at home, at school and in the mosque.',
          'Parents can read a lesson with their child, or join our Islamic Studies course, where a teacher covers each lesson in an online class.',
        ],
      },
    ],
  },
  {
    id: 'deenyaat-2',
    title: 'Deenyaat 2',
    subtitle: 'Islamic studies for young learners, part two',
    pages: [
      {
        heading: 'About this book',
        paragraphs: [
          'Part two continues where the first book ends. It turns from the Roots of Religion to the Branches, the practices of a Muslim life, and adds stories of the Prophets and lessons in character.',
          fullEdition,
        ],
      },
      {
        heading: 'The Branches of Religion',
        paragraphs: [
          'The ten Branches of Religion (Furoo-e-Deen), each with its own lesson:',
          '- Salaat (prayer) and Sawm (fasting);',
          '- Hajj (pilgrimage), Zakat and Khums;',
          '- Jihad, striving in the way of Allah;',
          '- Amr bil Maroof and Nahi anil Munkar: encouraging good and forbidding wrong;',
          '- Tawalla and Tabarra: loving the friends of Allah and keeping away from His enemies.',
        ],
      },
      {
        heading: 'Stories and character',
        paragraphs: [
          'Short stories from the lives of the Prophets and the Ahlul Bayt show the lessons in practice: honesty, patience, kindness to parents and neighbours, and gratitude.',
          'Each lesson ends with questions to talk over at home. Our Islamic Studies and Islamic Ethics courses follow the same order.',
        ],
      },
    ],
  },
];
