import { z } from 'zod';
import { youtubeAddress } from '../youtube';
import { image, text } from '../primitives';

export const podcastSchema = z.strictObject({
  id: z.string().regex(/^[1-9]\d*$/, 'expected a number written in quotes, such as "1"').meta({ description: 'The next number, written in quotes ("7")' }),
  title: text.meta({ description: "The episode's title; searches look at it" }),
  description: text.meta({ description: 'A sentence or two about the episode' }),
  youtubeUrl: z
    .string()
    .regex(youtubeAddress, 'expected a YouTube video address, such as "https://www.youtube.com/embed/VIDEO_ID"')
    .meta({ description: 'The video on YouTube (embed, watch or youtu.be address); it plays from the privacy-enhanced youtube-nocookie.com host' }),
  category: z.enum(['Islamic Teachings', 'Prophet Stories', 'Imam Ali', 'Quran Teachings']).meta({ description: 'The topic shown on the card' }),
  thumbnail: image.meta({ description: 'Our own preview picture (16:9), shown until the visitor presses play' }),
  uploadDate: z.iso
    .date({ error: 'expected the date the episode was published, written like 2025-03-14' })
    .meta({ description: 'When the episode was published (year-month-day); search engines show it with the video' }),
});

export type Podcast = z.output<typeof podcastSchema>;
