import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface SmartLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}

/** Internal paths navigate inside the app; other addresses open in a new tab, without an opener. */
export function SmartLink({ to, className, children, onClick }: SmartLinkProps) {
  if (to.startsWith('/')) {
    return (
      <Link to={to} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  }
  const opensTab = to.startsWith('http');
  return (
    <a
      href={to}
      className={className}
      onClick={onClick}
      {...(opensTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
