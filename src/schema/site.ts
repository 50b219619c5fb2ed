import { z } from 'zod';
import { image, link, route, text, whatsappNumber } from './primitives';

const menuLink = z.strictObject({ label: text, to: route });

const menuEntry = z.union([
  z.strictObject({ label: text, items: z.array(menuLink).min(1) }).meta({ description: 'A dropdown group' }),
  menuLink,
]);

const socialLink = z.strictObject({
  label: text,
  href: link,
  icon: z.enum(['youtube', 'facebook', 'instagram', 'whatsapp']),
});

export const siteSettingsSchema = z
  .strictObject({
    name: text,
    url: z.url({ protocol: /^https?$/, error: 'expected the site address, such as "https://www.example.org"' }),
    title: text.meta({ description: 'Default page title' }),
    description: text,
    keywords: z.array(text).min(1),
    language: z.string().default('en'),
    contact: z.strictObject({
      email: z.email({ error: 'expected an email address' }),
      phone: text,
      address: text,
    }),
    whatsapp: z.strictObject({
      number: whatsappNumber,
      greeting: text.meta({ description: 'Prefilled message when a visitor opens the chat' }),
    }),
    social: z.array(socialLink),
    legal: z
      .strictObject({
        country: text,
        state: text,
        supportEmail: z.email({ error: 'expected an email address' }),
        supportPhone: text,
      })
      .meta({ description: 'Values the legal and help pages quote' }),
    menu: z.strictObject({
      entries: z.array(menuEntry).min(1),
      cta: menuLink.meta({ description: 'The highlighted button in the header (Join Now)' }),
    }),
    footer: z.strictObject({
      about: text,
      links: z.array(menuLink).min(1),
      gallery: z.array(image).length(6, 'expected exactly six gallery images'),
      copyrightFrom: z.number().int(),
    }),
  })
  .meta({ description: 'Site-wide settings' });

export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type MenuEntry = SiteSettings['menu']['entries'][number];
export type MenuLink = z.output<typeof menuLink>;
