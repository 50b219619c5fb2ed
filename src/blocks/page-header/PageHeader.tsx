import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { container } from '../../theme/shared.css';
import type { BlockProps } from '../define';
import * as styles from './pageHeader.css';
import type { PageHeaderBlock } from './schema';

export function PageHeader({ block, page, locale }: BlockProps<PageHeaderBlock>) {
  return (
    <header className={styles.banner}>
      <div className={container}>
        <h1 className={styles.title}>{block.title ?? page.title}</h1>
        {block.subtitle && <p className={styles.subtitle}>{block.subtitle}</p>}
        {page.breadcrumbs && <Breadcrumbs trail={page.breadcrumbs} onDark label={locale.messages.shell.breadcrumbs} />}
      </div>
    </header>
  );
}
