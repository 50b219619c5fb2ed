import { atOnceInFirstScreen, defineIsland } from '../define';
import { contactFormBlock } from './schema';
import { contactFormExample } from './example';

export const contactForm = defineIsland(contactFormBlock, {
  example: contactFormExample,
  hydrate: atOnceInFirstScreen,
  props: ({ block, site }) => ({ block, reach: { contact: site.contact, whatsapp: site.whatsapp } }),
  load: () => import('./ContactForm.client').then((module) => module.ContactForm),
});
