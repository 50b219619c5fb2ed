import type { ReactNode } from 'react';

interface SmartLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
}

/** Paths of this site are plain links; other addresses open in a new tab, without an opener. */
export function SmartLink({ to, className, children }: SmartLinkProps) {
  const opensTab = to.startsWith('http');
  return (
    <a href={to} className={className} {...(opensTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
