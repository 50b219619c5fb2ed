import { describe, expect, it } from 'vitest';
import { filterList, matchesSearch, searchItems } from '../../../../src/blocks/search-list/filter';
import type { SearchedList } from '../../../../src/blocks/search-list/schema';
import { privacyEmbedUrl } from '../../../../src/blocks/search-list/video';
import { youtubeVideoId } from '../../../../src/schema/youtube';

const titles = ['The Pillars of Islamic Teachings', 'Stories of the Prophets', 'Imam Ali, the Gate of Knowledge', 'Understanding the Quran'];

describe('matching', () => {
  it('is a case-insensitive substring match', () => {
    expect(searchItems(titles, 'quran', (title) => title)).toEqual(['Understanding the Quran']);
    expect(searchItems(titles, 'QURAN', (title) => title)).toEqual(['Understanding the Quran']);
    expect(searchItems(titles, 'ProPhEt', (title) => title)).toEqual(['Stories of the Prophets']);
    expect(searchItems(titles, 'of', (title) => title)).toEqual(titles.slice(0, 3));
    expect(matchesSearch('Imam Ali, the Gate of Knowledge', 'ali, the g')).toBe(true);
  });

  it('shows everything for empty text, or text of only spaces', () => {
    expect(searchItems(titles, '', (title) => title)).toEqual(titles);
    expect(searchItems(titles, '   ', (title) => title)).toEqual(titles);
    expect(matchesSearch('Stories of the Prophets', '  stories ')).toBe(true);
  });

  it('shows nothing when nothing matches', () => {
    expect(searchItems(titles, 'zakat', (title) => title)).toEqual([]);
    expect(searchItems(titles, 'quran teachings', (title) => title)).toEqual([]);
  });
});

describe('the searched field of each list', () => {
  const qa: SearchedList = {
    collection: 'qa',
    items: [
      { id: 'fast', question: 'Do I fast while travelling?', answer: 'A traveller makes up the days.', category: 'Fasting' },
      { id: 'pray', question: 'How do I make up missed prayers?', answer: 'Pray them as qaza, travelling or not.', category: 'Prayer' },
    ],
  };

  it('searches questions by the question, not the answer or category', () => {
    expect(filterList(qa, 'TRAVEL').items.map((item) => item.id)).toEqual(['fast']);
    expect(filterList(qa, 'qaza').items).toEqual([]);
    expect(filterList(qa, 'prayer').items.map((item) => item.id)).toEqual(['pray']);
    expect(filterList(qa, 'fasting').items).toEqual([]);
  });

  it('searches podcasts by title, not the description', () => {
    const thumbnail = { src: '/images/podcasts/x.svg', alt: '', width: 400, height: 225 };
    const podcasts: SearchedList = {
      collection: 'podcasts',
      items: [
        { id: '1', title: 'Stories of the Prophets', description: 'About the Quran', youtubeUrl: 'https://youtu.be/aaaaaaaaaaa', category: 'Prophet Stories', thumbnail, uploadDate: '2025-01-10' },
        { id: '2', title: 'Understanding the Quran', description: 'Short surahs', youtubeUrl: 'https://youtu.be/bbbbbbbbbbb', category: 'Quran Teachings', thumbnail, uploadDate: '2025-02-07' },
      ],
    };
    expect(filterList(podcasts, 'quran').items.map((item) => item.id)).toEqual(['2']);
    expect(filterList(podcasts, '').items).toHaveLength(2);
  });

  it('searches FAQs by the question', () => {
    const faq: SearchedList = { collection: 'faq', items: [{ id: 'ship', question: 'Do you ship internationally?', answer: 'Yes, for a fee.' }] };
    expect(filterList(faq, 'SHIP').items).toHaveLength(1);
    expect(filterList(faq, 'fee').items).toHaveLength(0);
  });
});

describe('the video player address', () => {
  it('reads the video id from every accepted YouTube address', () => {
    for (const address of [
      'https://www.youtube.com/embed/8sVtZQmk1cU',
      'https://www.youtube.com/embed/8sVtZQmk1cU?si=abc',
      'https://www.youtube.com/watch?v=8sVtZQmk1cU',
      'https://youtu.be/8sVtZQmk1cU',
      'https://www.youtube-nocookie.com/embed/8sVtZQmk1cU',
    ]) {
      expect(youtubeVideoId(address), address).toBe('8sVtZQmk1cU');
    }
    expect(youtubeVideoId('https://vimeo.com/123')).toBeUndefined();
    expect(youtubeVideoId('https://www.youtube.com/embed/short')).toBeUndefined();
  });

  it('plays from the privacy-enhanced host', () => {
    expect(privacyEmbedUrl('https://www.youtube.com/embed/8sVtZQmk1cU')).toBe('https://www.youtube-nocookie.com/embed/8sVtZQmk1cU?autoplay=1');
  });
});
