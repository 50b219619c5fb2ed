import { z } from 'zod';
import { fontFaces } from '../i18n/locale';
import { image, link, route, text, whatsappNumber } from './primitives';

const menuLink = z.strictObject({
  label: text.meta({ description: 'The text of the link' }),
  to: route.meta({ description: 'The route it opens, declared under routes:' }),
});

const menuEntry = z.union([
  z
    .strictObject({
      label: text.meta({ description: "The group's name in the menu" }),
      items: z.array(menuLink).min(1).meta({ description: 'The links that drop down under it' }),
    })
    .meta({ description: 'A dropdown group' }),
  menuLink,
]);

const locale = z.strictObject({
  code: z
    .string()
    .regex(/^[a-z]{2,3}$/, 'expected a language code such as "en" or "ur"')
    .meta({ description: 'The language code, as browsers and search engines read it ("ur"); also the folder its pages are served under' }),
  label: text.meta({ description: 'The language\'s name written in itself, as the language switch shows it ("اردو")' }),
  direction: z.enum(['ltr', 'rtl']).meta({ description: 'ltr for left to right (English), rtl for right to left (Urdu)' }),
  intl: z
    .string()
    .regex(/^[a-z]{2,3}-[A-Z]{2}$/, 'expected a language and country such as "ur-PK"')
    .meta({ description: 'The language and country numbers and dates are written for ("ur-PK")' }),
  font: z
    .enum(fontFaces)
    .meta({ description: 'The typeface of its pages: "serif" (Noto Serif, for Latin letters) or "nastaliq" (Noto Nastaliq Urdu)' }),
});

const socialLink = z.strictObject({
  label: text.meta({ description: 'The name read by screen readers, such as "YouTube"' }),
  to: link,
  icon: z.enum(['youtube', 'facebook', 'instagram', 'whatsapp']).meta({ description: 'The drawing shown for the link' }),
});

export const siteSettingsSchema = z
  .strictObject({
    name: text.meta({ description: "The academy's name, beside the logo" }),
    url: z
      .url({ protocol: /^https?$/, error: 'expected the site address, such as "https://www.example.org"' })
      .meta({ description: 'The address the site is served at, for links shared elsewhere and search engines' }),
    title: text.meta({ description: 'Default page title' }),
    description: text.meta({ description: 'Default search result and social preview text' }),
    keywords: z.array(text).min(1).meta({ description: 'Words search engines may match the site with' }),
    locales: z
      .array(locale)
      .min(1)
      .refine((list) => new Set(list.map((entry) => entry.code)).size === list.length, 'expected each language once')
      .meta({ description: 'The languages the site is published in; the first is the default, served at /, each other under /<code>/' }),
    contact: z
      .strictObject({
        email: z.email({ error: 'expected an email address' }).meta({ description: 'Where visitors write to' }),
        phone: text.meta({ description: 'Written as shown, such as "+92 300 1234567"' }),
        address: text.meta({ description: 'The postal address, on one line' }),
      })
      .meta({ description: 'Shown in the footer and on the contact page' }),
    whatsapp: z.strictObject({
      number: whatsappNumber.meta({ description: 'Country code and number, digits only, such as "923001234567"' }),
      greeting: text.meta({ description: 'Prefilled message when a visitor opens the chat' }),
    }).meta({ description: 'The WhatsApp chat that order and contact buttons open' }),
    social: z.array(socialLink).meta({ description: 'Links to the academy elsewhere, shown as icons' }),
    legal: z
      .strictObject({
        country: text.meta({ description: 'Whose law applies, quoted as {{legal.country}}' }),
        state: text.meta({ description: 'The state or province, quoted as {{legal.state}}' }),
        supportEmail: z.email({ error: 'expected an email address' }).meta({ description: 'Quoted as {{legal.supportEmail}}' }),
        supportPhone: text.meta({ description: 'Quoted as {{legal.supportPhone}}' }),
      })
      .meta({ description: 'Values the legal and help pages quote' }),
    menu: z.strictObject({
      entries: z.array(menuEntry).min(1).meta({ description: 'The header menu, left to right: links and dropdown groups' }),
      cta: menuLink.meta({ description: 'The highlighted button in the header (Join Now)' }),
    }).meta({ description: 'The header: its menu and highlighted button' }),
    footer: z
      .strictObject({
        about: text.meta({ description: 'A few sentences about the academy' }),
        links: z.array(menuLink).min(1).meta({ description: 'The quick links' }),
        gallery: z.array(image).length(6, 'expected exactly six gallery images').meta({ description: 'Six small pictures' }),
        copyrightFrom: z.number().int().meta({ description: 'The first year of the copyright line ("© 2020–this year")' }),
      })
      .meta({ description: 'What every page shows at its foot' }),
  })
  .meta({ description: 'Site-wide settings' });

export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type MenuEntry = SiteSettings['menu']['entries'][number];
export type MenuLink = z.output<typeof menuLink>;
