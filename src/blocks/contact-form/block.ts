import { atOnceInFirstScreen, defineIsland } from '../define';
import { contactFormBlock } from './schema';
import { contactFormExamples } from './examples';

export const contactForm = defineIsland(contactFormBlock, {
  examples: contactFormExamples,
  hydrate: atOnceInFirstScreen,
  props: ({ block, site, locale }) => ({
    block,
    reach: { contact: site.contact, whatsapp: site.whatsapp },
    text: locale.messages.forms.contactForm,
    errorText: locale.messages.forms.errors,
    formats: locale.formats,
    direction: locale.direction,
  }),
  load: () => import('./ContactForm.client').then((module) => module.ContactForm),
});
