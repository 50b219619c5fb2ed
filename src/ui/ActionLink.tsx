import type { Action } from '../schema/primitives';
import { button, visuallyHidden } from '../theme/shared.css';
import { SmartLink } from './SmartLink';

interface ActionLinkProps {
  action: Action;
  className?: string | undefined;
  /** Read by screen readers after the label, where several links share one ("Learn More: Tajweed"). */
  context?: string | undefined;
}

/** A block's button-styled link, in the variant its content chose. */
export function ActionLink({ action, className, context }: ActionLinkProps) {
  const look = button({ variant: action.variant });
  return (
    <SmartLink to={action.to} className={className ? `${look} ${className}` : look}>
      {action.label}
      {context && <span className={visuallyHidden}>: {context}</span>}
    </SmartLink>
  );
}
