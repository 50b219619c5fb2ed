import { button, container, section, sectionHeading, sectionIntro, visuallyHidden } from '../../theme/shared.css';
import { Icon } from '../../ui/Icon';
import { SmartLink } from '../../ui/SmartLink';
import type { BlockProps } from '../types';
import * as styles from './events.css';
import type { EventsBlock } from './schema';
import { clockTime, isoDate, parseDate } from './when';

function Clock() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

function Calendar() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false">
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </svg>
  );
}

export function Events({ block }: BlockProps<EventsBlock>) {
  return (
    <section className={`${section} ${styles.tinted}`}>
      <div className={container}>
        <h2 className={sectionHeading}>{block.heading}</h2>
        {block.intro && <p className={sectionIntro}>{block.intro}</p>}
        <ul className={styles.list}>
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
                      <Calendar />
                      <span className={visuallyHidden}>Date: </span>
                      <time dateTime={isoDate(event.date)}>{event.date}</time>
                    </li>
                    <li>
                      <Clock />
                      <span className={visuallyHidden}>Time: </span>
                      <time dateTime={`${isoDate(event.date)}T${clockTime(event.time) ?? ''}`}>{event.time}</time>
                    </li>
                    <li>
                      <Icon name="location" className={styles.icon} size={20} />
                      <span className={visuallyHidden}>Location: </span>
                      {event.location}
                    </li>
                  </ul>
                  {event.action && (
                    <SmartLink to={event.action.to} className={`${button({ variant: event.action.variant })} ${styles.action}`}>
                      {event.action.label}
                      <span className={visuallyHidden}>
                        : {event.title}, {event.date}
                      </span>
                    </SmartLink>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
