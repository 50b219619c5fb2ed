import { useId, useState } from 'react';
import { fill } from '../../i18n/format';
import { formatNumber, type LocaleFormats } from '../../i18n/localeFormats';
import type { Messages } from '../../i18n/messages/en';
import { cardGrid, container, section, visuallyHidden } from '../../theme/shared.css';
import { ActionLink } from '../../ui/ActionLink';
import { Icon } from '../../ui/Icon';
import { SectionHeader } from '../../ui/SectionHeader';
import type { IslandProps } from '../define';
import { filterList } from './filter';
import { PodcastItem } from './PodcastItem';
import { QuestionItem } from './QuestionItem';
import type { SearchedList, SearchListBlock } from './schema';
import * as styles from './searchList.css';

/** The podcasts a wide screen shows in its first row. */
const FIRST_ROW = 2;

function ListItems({ list, headingLevel, firstView, playLabel }: { list: SearchedList; headingLevel: 'h2' | 'h3'; firstView: boolean; playLabel: string }) {
  switch (list.collection) {
    case 'podcasts':
      return (
        <ul className={cardGrid({ columns: 2 })}>
          {list.items.map((podcast, index) => (
            <li key={podcast.id}>
              <PodcastItem podcast={podcast} headingLevel={headingLevel} eager={firstView && index < FIRST_ROW} playLabel={playLabel} />
            </li>
          ))}
        </ul>
      );
    case 'qa':
    case 'faq':
      return (
        <ul className={styles.questionList}>
          {list.items.map((item) => (
            <li key={item.id}>
              <QuestionItem question={item.question} answer={item.answer} category={'category' in item ? item.category : undefined} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      );
  }
}

export type SearchListProps = IslandProps<SearchListBlock, { firstView: boolean; text: Messages['blocks']['searchList']; formats: LocaleFormats }>;

/** One list (podcasts, questions or FAQs) narrowed live as the visitor types. */
export function SearchList({ block, firstView, text, formats }: SearchListProps) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const shown = filterList(block.list, query);
  const total = block.list.items.length;

  return (
    <section className={section()}>
      <div className={container}>
        <SectionHeader heading={block.heading} />
        {/* A filter, not a form: nothing is sent, so there is no submit button, and Enter reloads nothing. */}
        <search aria-label={block.searchLabel} className={styles.search}>
          <label htmlFor={inputId} className={visuallyHidden}>
            {block.searchLabel}
          </label>
          <div className={styles.searchField}>
            <Icon name="search" className={styles.searchIcon} size={20} />
            <input
              id={inputId}
              type="search"
              className={styles.searchInput}
              placeholder={block.placeholder ?? fill(text.placeholder, { label: block.searchLabel })}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
            />
          </div>
          <p role="status" className={styles.count}>
            {fill(text.count, { shown: formatNumber(shown.items.length, formats), total: formatNumber(total, formats), noun: block.countNoun })}
          </p>
        </search>
        {shown.items.length === 0 ? (
          <p className={styles.noResults}>{block.noResults}</p>
        ) : (
          <ListItems list={shown} headingLevel={block.heading ? 'h3' : 'h2'} firstView={firstView} playLabel={text.play} />
        )}
        {block.action && (
          <p className={styles.action}>
            <ActionLink action={block.action} />
          </p>
        )}
      </div>
    </section>
  );
}
