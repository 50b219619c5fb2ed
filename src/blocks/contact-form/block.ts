import { atOnceInFirstScreen, defineIsland } from '../define';
import { contactFormBlock } from './schema';
import { contactFormExamples } from './examples';

export const contactForm = defineIsland(contactFormBlock, {
  examples: contactFormExamples,
  hydrate: atOnceInFirstScreen,
  props: ({ block, site }) => ({ block, reach: { contact: site.contact, whatsapp: site.whatsapp } }),
  load: () => import('./ContactForm.client').then((module) => module.ContactForm),
});
