/** One blog as a store keeps it (its fields as written, dates as ISO text), for the stores' tests. */
export const eidEntry = {
  title: 'Eid timings',
  content: 'Prayer at 8:00.',
  category: 'News',
  tags: 'eid',
  imageUrl: 'announce4.jpg',
  author: 'Ali',
  date: '2025-03-30T08:00:00.000Z',
  expiryDate: '2025-04-29T08:00:00.000Z',
} as const;
