import { cardGrid, container, section, visuallyHidden } from '../../theme/shared.css';
import { ActionLink } from '../../ui/ActionLink';
import { Icon } from '../../ui/Icon';
import { SectionHeader } from '../../ui/SectionHeader';
import type { BlockProps } from '../define';
import * as styles from './events.css';
import type { EventsBlock } from './schema';
import { clockTime, isoDate, parseDate } from './when';

export function Events({ block }: BlockProps<EventsBlock>) {
  return (
    <section className={`${section} ${styles.tinted}`}>
      <div className={container}>
        <SectionHeader heading={block.heading} intro={block.intro} />
        <ul className={cardGrid({ columns: 2 })}>
          {block.items.map((event) => (
            <li key={`${event.date}-${event.title}`}>
              <article className={styles.card}>
                <div className={styles.badge} aria-hidden="true">
                  <span className={styles.badgeMonth}>{event.date.slice(0, 3)}</span>
                  <span className={styles.badgeDay}>{parseDate(event.date)?.day}</span>
                </div>
                <div className={styles.body}>
                  <h3 className={styles.title}>{event.title}</h3>
                  {event.description && <p className={styles.description}>{event.description}</p>}
                  <ul className={styles.details}>
                    <li>
                      <Icon name="calendar" className={styles.icon} size={20} />
                      <span className={visuallyHidden}>Date: </span>
                      <time dateTime={isoDate(event.date)}>{event.date}</time>
                    </li>
                    <li>
                      <Icon name="clock" className={styles.icon} size={20} />
                      <span className={visuallyHidden}>Time: </span>
                      <time dateTime={`${isoDate(event.date)}T${clockTime(event.time) ?? ''}`}>{event.time}</time>
                    </li>
                    <li>
                      <Icon name="location" className={styles.icon} size={20} />
                      <span className={visuallyHidden}>Location: </span>
                      {event.location}
                    </li>
                  </ul>
                  {event.action && <ActionLink action={event.action} className={styles.action} context={`${event.title}, ${event.date}`} />}
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
