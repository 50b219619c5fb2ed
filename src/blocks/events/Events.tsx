import { cardGrid, container, section, visuallyHidden } from '../../theme/shared.css';
import { ActionLink } from '../../ui/ActionLink';
import { Icon } from '../../ui/Icon';
import { SectionHeader } from '../../ui/SectionHeader';
import type { BlockProps } from '../define';
import * as styles from './events.css';
import type { EventsBlock } from './schema';
import { badgeOf, formatDate, formatTime } from './when';

export function Events({ block, locale }: BlockProps<EventsBlock>) {
  const text = locale.messages.blocks.events;
  return (
    <section className={section({ tone: 'tinted' })}>
      <div className={container}>
        <SectionHeader heading={block.heading} intro={block.intro} />
        <ul className={cardGrid({ columns: 2 })}>
          {block.items.map((event) => (
            <li key={`${event.date}-${event.title}`}>
              <article className={styles.card}>
                <div className={styles.badge} aria-hidden="true">
                  <span className={styles.badgeMonth}>{badgeOf(event.date, locale.intl).month}</span>
                  <span className={styles.badgeDay}>{badgeOf(event.date, locale.intl).day}</span>
                </div>
                <div className={styles.body}>
                  <h3 className={styles.title}>{event.title}</h3>
                  {event.description && <p className={styles.description}>{event.description}</p>}
                  <ul className={styles.details}>
                    <li>
                      <Icon name="calendar" className={styles.icon} size={20} />
                      <span className={visuallyHidden}>{text.date}</span>
                      <time dateTime={event.date}>{formatDate(event.date, text, locale.intl)}</time>
                    </li>
                    <li>
                      <Icon name="clock" className={styles.icon} size={20} />
                      <span className={visuallyHidden}>{text.time}</span>
                      <time dateTime={`${event.date}T${event.time}`}>{formatTime(event.time, text, locale.intl)}</time>
                    </li>
                    <li>
                      <Icon name="location" className={styles.icon} size={20} />
                      <span className={visuallyHidden}>{text.location}</span>
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
