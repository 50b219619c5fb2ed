/**
 * The contact form's way out: EmailJS when its three VITE_EMAILJS_* values were set at build
 * time, otherwise an adapter that says sending is not set up.
 */
import { siteConfig } from '../../config/site';
import { emailJsService } from './emailjs';
import type { ContactService } from './types';
import { unconfiguredService } from './unconfigured';

export type { ContactResult, ContactService } from './types';

export const contactService: ContactService = siteConfig.emailjs ? emailJsService(siteConfig.emailjs) : unconfiguredService;
