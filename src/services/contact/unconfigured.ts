import type { ContactService } from './types';

/** Without EmailJS values nothing can be sent; the form offers WhatsApp and email instead. */
export const unconfiguredService: ContactService = {
  send: () => Promise.resolve({ outcome: 'not-configured' }),
};
