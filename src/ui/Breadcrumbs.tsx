import type { Breadcrumb } from '../schema/breadcrumb';
import * as styles from './breadcrumbs.css';

interface BreadcrumbsProps {
  trail: readonly Breadcrumb[];
  onDark?: boolean;
  /** The nav's name, in the page's language ("Breadcrumb"). */
  label: string;
}

/** The WAI-ARIA breadcrumb pattern: a labelled nav, an ordered list, the current page marked. */
export function Breadcrumbs({ trail, onDark = false, label }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className={styles.nav({ onDark })}>
      <ol className={styles.list}>
        {trail.map((crumb, index) => {
          const isCurrent = index === trail.length - 1;
          return (
            <li key={`${crumb.label}-${index}`} className={styles.item}>
              {crumb.to && !isCurrent ? (
                <a className={styles.link({ onDark })} href={crumb.to}>
                  {crumb.label}
                </a>
              ) : (
                <span aria-current={isCurrent ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
