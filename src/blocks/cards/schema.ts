import { z } from 'zod';
import { action, image, text } from '../../schema/primitives';

const card = z.strictObject({
  title: text.meta({ description: "The card's heading" }),
  text: text.meta({ description: 'The text under the title' }),
  image: image.optional().meta({ description: 'A picture at the top of the card' }),
  action: action.optional().meta({ description: 'A button at the foot of the card' }),
});

export const cardsBlock = z.strictObject({
  type: z.literal('cards'),
  heading: text.optional().meta({ description: 'A heading over the block; none when left out' }),
  intro: text.optional().meta({ description: 'A short paragraph under the heading' }),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3).meta({ description: 'Cards per row on wide screens' }),
  items: z.array(card).min(1).meta({ description: 'The cards, in display order' }),
}).meta({ description: 'A grid of cards, each a title and text with an optional picture and button' });

export type CardsBlock = z.output<typeof cardsBlock>;
