import type { ReactNode } from 'react';
import type { TeamMember } from '../../schema/collections/team';

/** One drawing per role, on a 32-unit grid, outlined in `currentColor`. */
export const roleIcons = {
  crown: (
    <>
      <path d="M5 23l-1.5-12 7 5.5L16 7l5.5 9.5 7-5.5L27 23z" />
      <path d="M6 27h20" />
      <circle cx="16" cy="18.5" r="1.6" />
    </>
  ),
  megaphone: (
    <>
      <path d="M5 13v6h4l12 6V7L9 13z" />
      <path d="M9 19l2 7h3.5l-1.8-6" />
      <path d="M25 12.5a4.5 4.5 0 0 1 0 7" />
    </>
  ),
  headphones: (
    <>
      <path d="M6 19v-3a10 10 0 0 1 20 0v3" />
      <rect x="4.5" y="18" width="6" height="9" rx="2" />
      <rect x="21.5" y="18" width="6" height="9" rx="2" />
    </>
  ),
  camera: (
    <>
      <rect x="3.5" y="9" width="18" height="14" rx="2.5" />
      <path d="M21.5 14l7-4v12l-7-4" />
      <circle cx="9.5" cy="5.5" r="2.2" />
      <circle cx="16" cy="5.5" r="2.2" />
    </>
  ),
  palette: (
    <>
      <path d="M16 4C9.4 4 4 9 4 15.5S9 27.5 15 27.5c2 0 2.8-1.3 2.4-2.8-.5-1.8.6-3.2 2.5-3.2H23c3 0 5-2.3 5-5.2C28 9.2 22.6 4 16 4z" />
      <circle cx="10" cy="14" r="1.8" />
      <circle cx="14" cy="9.5" r="1.8" />
      <circle cx="20" cy="9.5" r="1.8" />
      <circle cx="23.5" cy="14.5" r="1.8" />
    </>
  ),
  microphone: (
    <>
      <rect x="11.5" y="3.5" width="9" height="15" rx="4.5" />
      <path d="M7.5 15a8.5 8.5 0 0 0 17 0M16 23.5V28M11.5 28h9" />
    </>
  ),
} satisfies Record<TeamMember['roleIcon'], ReactNode>;
