import type { ReactNode } from 'react';

/** A link of the shell to a page of the site, marked for assistive technology when it is the page shown. */
export function ShellLink({ to, current, className, children }: { to: string; current: readonly string[]; className: string; children: ReactNode }) {
  return (
    <a aria-current={current.includes(to) ? 'page' : undefined} className={className} href={to}>
      {children}
    </a>
  );
}
