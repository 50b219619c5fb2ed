import type { ReactNode } from 'react';
import type { featureIconNames } from './schema';

/** Feature icons, drawn on a 32-unit grid as outlines in `currentColor`. */
export const featureIcons = {
  teacher: (
    <>
      <circle cx="16" cy="9.5" r="4.5" />
      <path d="M7 27c.8-5.6 4.3-8.8 9-8.8s8.2 3.2 9 8.8" />
      <path d="M12.5 18.8L16 23l3.5-4.2" />
    </>
  ),
  clock: (
    <>
      <circle cx="16" cy="16" r="11" />
      <path d="M16 9.5V16l4.5 3" />
    </>
  ),
  'one-to-one': (
    <>
      <rect x="4" y="6" width="24" height="15" rx="2" />
      <path d="M11 26h10M16 21v5" />
      <circle cx="12" cy="12.5" r="2.2" />
      <circle cx="20" cy="12.5" r="2.2" />
      <path d="M8.5 18.5c.6-1.7 1.9-2.6 3.5-2.6s2.9.9 3.5 2.6M16.5 18.5c.6-1.7 1.9-2.6 3.5-2.6s2.9.9 3.5 2.6" />
    </>
  ),
  certificate: (
    <>
      <rect x="4" y="5" width="24" height="17" rx="2" />
      <path d="M9 10.5h14M9 14.5h8" />
      <circle cx="22" cy="20.5" r="3.5" />
      <path d="M20 23.5l-1 4.5 3-1.6 3 1.6-1-4.5" />
    </>
  ),
  book: (
    <>
      <path d="M16 9c-2.8-2.2-6.8-3-11-2.6V25c4.2-.4 8.2.4 11 2.6 2.8-2.2 6.8-3 11-2.6V6.4c-4.2-.4-8.2.4-11 2.6z" />
      <path d="M16 9v18.6" />
    </>
  ),
  globe: (
    <>
      <circle cx="16" cy="16" r="11" />
      <path d="M5 16h22M16 5c3 3 4.5 6.7 4.5 11S19 24 16 27c-3-3-4.5-6.7-4.5-11S13 8 16 5z" />
    </>
  ),
  family: (
    <>
      <circle cx="11" cy="9" r="3.5" />
      <circle cx="22" cy="11.5" r="2.8" />
      <path d="M4.5 25c.5-5 3.1-8 6.5-8s6 3 6.5 8M17.5 25c.3-3.9 2-6.2 4.5-6.2s4.2 2.3 4.5 6.2" />
    </>
  ),
  heart: (
    <path d="M16 26.5S5 19.8 5 12.3A5.6 5.6 0 0 1 16 10a5.6 5.6 0 0 1 11 2.3c0 7.5-11 14.2-11 14.2z" />
  ),
} satisfies Record<(typeof featureIconNames)[number], ReactNode>;

