import { createContext, use, type ReactNode } from 'react';
import type { SiteSettings } from '../schema/site';

const SiteSettingsContext = createContext<SiteSettings | null>(null);

export function SiteSettingsProvider({ site, children }: { site: SiteSettings; children: ReactNode }) {
  return <SiteSettingsContext value={site}>{children}</SiteSettingsContext>;
}

/** The site settings (WhatsApp number, contact details...) for blocks that need them at run time. */
export function useSiteSettings(): SiteSettings {
  const site = use(SiteSettingsContext);
  if (!site) throw new Error('useSiteSettings needs a SiteSettingsProvider above it');
  return site;
}
