import { fill } from '../../i18n/format';
import type { Messages } from '../../i18n/messages/en';
import type { Book } from '../../schema/collections/books';
import { button, container, section } from '../../theme/shared.css';
import { Picture } from '../../ui/Picture';
import { SectionHeader } from '../../ui/SectionHeader';
import { useDialogOpener } from '../../ui/useDialogOpener';
import type { IslandProps } from '../define';
import * as styles from './bookLibrary.css';
import { BookViewer } from './BookViewer';
import type { BookLibraryBlock } from './schema';

/** The covers a wide screen shows in its first row. */
const FIRST_ROW = 4;

/** The library's texts, in the page's language: its buttons' and its viewer's. */
type BookLibraryText = Messages['blocks']['bookLibrary'];

export type BookLibraryProps = IslandProps<BookLibraryBlock, { firstView: boolean; text: BookLibraryText }>;

export function BookLibrary({ block, firstView, text }: BookLibraryProps) {
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
                {/* Each name says which book it acts on, and starts with the word shown. */}
                <button
                  type="button"
                  className={button()}
                  aria-label={fill(text.readNamed, { title: book.title })}
                  onClick={(event) => viewer.show(book, event.currentTarget)}
                >
                  {text.read}
                </button>
                <a href={book.file} download className={button({ variant: 'secondary' })} aria-label={fill(text.downloadNamed, { title: book.title })}>
                  {text.download}
                </a>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <BookViewer book={viewer.open} onClose={viewer.close} text={text} />
    </section>
  );
}
