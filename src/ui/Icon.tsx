import type { ReactNode } from 'react';

/**
 * Drawn on a 24-unit grid in `currentColor`, so an icon takes the colour of the text beside it.
 * Outlines use the root's stroke; solid shapes opt in with `fill` and drop the stroke.
 */
const shapes = {
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  chevron: <path d="M6 9l6 6 6-6" />,
  play: <path d="M8 5.5v13l10.5-6.5z" />,
  pause: <path d="M9 5.5v13M15 5.5v13" />,
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L20 20" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  maximize: <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />,
  restore: (
    <>
      <rect x="4" y="8" width="12" height="12" rx="1.5" />
      <path d="M8 8V4h12v12h-4" />
    </>
  ),
  download: <path d="M12 4v11M7 10.5l5 5 5-5M5 20h14" />,
  external: <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
    </>
  ),
  phone: (
    <path d="M5 3.5h3.2l1.6 4.2-2.1 1.4a11.5 11.5 0 0 0 7.2 7.2l1.4-2.1 4.2 1.6V19a1.8 1.8 0 0 1-1.9 1.8A16.5 16.5 0 0 1 3.2 5.4 1.8 1.8 0 0 1 5 3.5z" />
  ),
  location: (
    <>
      <path d="M12 21.5s-6.5-5.6-6.5-11.5a6.5 6.5 0 0 1 13 0c0 5.9-6.5 11.5-6.5 11.5z" />
      <circle cx="12" cy="10" r="2.4" />
    </>
  ),
  youtube: (
    <path
      fill="currentColor"
      stroke="none"
      fillRule="evenodd"
      d="M4.6 5.2C7 4.9 9.5 4.8 12 4.8s5 .1 7.4.4a2.6 2.6 0 0 1 2.3 2.2c.2 1.5.3 3 .3 4.6s-.1 3.1-.3 4.6a2.6 2.6 0 0 1-2.3 2.2c-2.4.3-4.9.4-7.4.4s-5-.1-7.4-.4a2.6 2.6 0 0 1-2.3-2.2C2.1 15.1 2 13.6 2 12s.1-3.1.3-4.6a2.6 2.6 0 0 1 2.3-2.2zM10 8.8v6.4l5.5-3.2z"
    />
  ),
  facebook: (
    <path
      fill="currentColor"
      stroke="none"
      d="M13.6 22v-8.1h2.8l.4-3.3h-3.2V8.6c0-.9.3-1.6 1.6-1.6h1.7V4.1a23 23 0 0 0-2.5-.1c-2.5 0-4.2 1.5-4.2 4.3v2.3H7.4v3.3h2.8V22z"
    />
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="1.1" fill="currentColor" stroke="none" />
    </>
  ),
  whatsapp: (
    <>
      <path d="M4 20.2l1.3-4A8.6 8.6 0 1 1 8.2 19z" />
      <path
        fill="currentColor"
        stroke="none"
        d="M9.1 7.7c.3-.3.6-.3.9-.3h.5c.2 0 .4.1.5.4l.8 1.8c.1.2 0 .5-.1.7l-.6.7c.6 1.1 1.5 2 2.7 2.6l.7-.6c.2-.2.5-.2.7-.1l1.8.8c.3.1.4.3.4.6v.4c0 .4-.1.8-.5 1.1-.6.5-1.5.7-2.4.5-2.6-.7-4.7-2.8-5.4-5.4-.2-.9 0-1.8.5-2.4z"
      />
    </>
  ),
} satisfies Record<string, ReactNode>;

type IconName = keyof typeof shapes;

interface DrawingProps {
  /** The square grid the shapes are drawn on, in units. */
  grid: number;
  /** Rendered size in pixels; CSS may override it through className. */
  size: number;
  strokeWidth: number;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * The frame of every line drawing: outlines in `currentColor` with round ends. Decorative only:
 * the control or text beside it carries the accessible name.
 */
export function LineDrawing({ grid, size, strokeWidth, className, children }: DrawingProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox={`0 0 ${grid} ${grid}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

interface IconProps {
  name: IconName;
  className?: string;
  /** Rendered size in pixels; CSS may override it through className. */
  size?: number;
}

export function Icon({ name, className, size = 24 }: IconProps) {
  return (
    <LineDrawing grid={24} size={size} strokeWidth={2} className={className}>
      {shapes[name]}
    </LineDrawing>
  );
}
