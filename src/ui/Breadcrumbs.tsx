import type { Breadcrumb } from '../schema/breadcrumb';
import * as styles from './breadcrumbs.css';

interface BreadcrumbsProps {
  trail: readonly Breadcrumb[];
  onDark?: boolean;
}

/** The WAI-ARIA breadcrumb pattern: a labelled nav, an ordered list, the current page marked. */
export function Breadcrumbs({ trail, onDark = false }: BreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumb" className={styles.nav({ onDark })}>
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
