import type { Book } from '../../schema/collections/books';
import { button, container, section, visuallyHidden } from '../../theme/shared.css';
import { Picture } from '../../ui/Picture';
import { SectionHeader } from '../../ui/SectionHeader';
import { useDialogOpener } from '../../ui/useDialogOpener';
import type { IslandProps } from '../define';
import * as styles from './bookLibrary.css';
import { BookViewer } from './BookViewer';
import type { BookLibraryBlock } from './schema';

/** The covers a wide screen shows in its first row. */
const FIRST_ROW = 4;

export function BookLibrary({ block, firstView }: IslandProps<BookLibraryBlock, { firstView: boolean }>) {
  const viewer = useDialogOpener<Book>();
  const TitleTag = block.heading ? 'h3' : 'h2';

  return (
    <section className={section()}>
      <div className={container}>
        <SectionHeader heading={block.heading} intro={block.intro} />
        <ul className={styles.grid}>
          {block.books.map((book, index) => (
            <li key={book.id} className={styles.card}>
              <Picture image={book.image} className={styles.cover} eager={firstView && index < FIRST_ROW} />
              <TitleTag className={styles.title}>{book.title}</TitleTag>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={button()}
                  onClick={(event) => viewer.show(book, event.currentTarget)}
                >
                  Read <span className={visuallyHidden}>{book.title}</span>
                </button>
                <a href={book.file} download className={button({ variant: 'secondary' })}>
                  Download <span className={visuallyHidden}>{book.title} (PDF)</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <BookViewer book={viewer.open} onClose={viewer.close} />
    </section>
  );
}
