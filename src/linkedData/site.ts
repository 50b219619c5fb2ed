import type { EducationalOrganization, WebSite } from 'schema-dts';
import type { NodeOf } from './graph';
import type { SiteSettings } from '../schema/site';
import { absoluteUrl, linkedIds } from './ids';

/** The academy itself, on every page: its name, address, logo, contact points and social pages. */
export function organizationNode(site: SiteSettings): NodeOf<EducationalOrganization> {
  return {
    '@type': 'EducationalOrganization',
    '@id': linkedIds.organization(site),
    name: site.name,
    url: absoluteUrl('/', site),
    logo: { '@type': 'ImageObject', url: absoluteUrl('/images/logo.png', site), width: '512', height: '512' },
    description: site.description,
    email: site.contact.email,
    telephone: site.contact.phone,
    address: site.contact.address,
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer service', email: site.contact.email, telephone: site.contact.phone, availableLanguage: ['English', 'Urdu'] },
      { '@type': 'ContactPoint', contactType: 'customer support', email: site.legal.supportEmail, telephone: site.legal.supportPhone },
    ],
    sameAs: site.social.map((link) => link.to),
  };
}

export function websiteNode(site: SiteSettings): NodeOf<WebSite> {
  return {
    '@type': 'WebSite',
    '@id': linkedIds.website(site),
    name: site.name,
    url: absoluteUrl('/', site),
    inLanguage: site.locales.map((locale) => locale.code),
    publisher: { '@id': linkedIds.organization(site) },
  };
}
