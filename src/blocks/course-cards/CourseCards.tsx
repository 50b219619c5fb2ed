import { fill, plural } from '../../i18n/format';
import { formatNumber, type LocaleFormats } from '../../i18n/localeFormats';
import type { Messages } from '../../i18n/messages/en';
import { container, section, visuallyHidden } from '../../theme/shared.css';
import type { Course } from '../../schema/collections/courses';
import { LineDrawing } from '../../ui/Icon';
import { Picture } from '../../ui/Picture';
import { SectionHeader } from '../../ui/SectionHeader';
import { SmartLink } from '../../ui/SmartLink';
import type { BlockProps } from '../define';
import { formatRupees } from '../shop/rupees';
import * as styles from './courseCards.css';
import type { CourseCardsBlock } from './schema';

const star = 'M12 2.6l2.8 5.9 6.5.8-4.8 4.5 1.2 6.4L12 17l-5.7 3.2 1.2-6.4-4.8-4.5 6.5-.8z';

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span role="img" aria-label={label} className={styles.stars}>
      {Array.from({ length: rating }, (_, index) => (
        <svg key={index} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d={star} fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}

function MetaIcon({ shape }: { shape: 'clock' | 'people' }) {
  return (
    <LineDrawing grid={24} size={18} strokeWidth={1.8} className={styles.metaIcon}>
      {shape === 'clock' ? (
        <>
          <circle cx="12" cy="12" r="8.5" />
          <path d="M12 7.5V12l3 2" />
        </>
      ) : (
        <>
          <circle cx="9" cy="8.5" r="3.2" />
          <path d="M3.5 19c.6-3.2 2.8-5 5.5-5s4.9 1.8 5.5 5" />
          <path d="M15.5 5.6a3.1 3.1 0 0 1 0 5.8M17.5 14.3c1.6.7 2.7 2.3 3 4.7" />
        </>
      )}
    </LineDrawing>
  );
}

interface CourseCardProps {
  course: Course;
  HeadingTag: 'h2' | 'h3';
  eager: boolean;
  text: Messages['shop']['courseCards'];
  /** The message a price in rupees is written with. */
  rupees: string;
  formats: LocaleFormats;
}

function CourseCard({ course, HeadingTag, eager, text, rupees, formats }: CourseCardProps) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Picture image={course.image} className={styles.image} eager={eager} />
        <span className={styles.price}>
          <span className={visuallyHidden}>{text.price}</span>
          {course.price === 0 ? text.free : formatRupees(course.price, rupees, formats)}
        </span>
      </div>
      <div className={styles.body}>
        <p className={styles.rating}>
          <Stars rating={course.rating} label={fill(text.rated, { rating: formatNumber(course.rating, formats) })} />
          <span className={styles.reviews}>{plural(text.reviews, course.reviews, formats)}</span>
        </p>
        <HeadingTag className={styles.title}>
          {/* The link's ::after covers the card, so the whole card opens the course. */}
          <SmartLink to={course.to} className={styles.titleLink}>
            {course.courseName}
          </SmartLink>
        </HeadingTag>
        <p className={styles.instructor}>
          <span className={visuallyHidden}>{text.instructor}</span>
          {course.instructor}
        </p>
        <ul className={styles.meta}>
          <li className={styles.metaItem}>
            <MetaIcon shape="clock" />
            <span className={visuallyHidden}>{text.duration}</span>
            {course.duration}
          </li>
          <li className={styles.metaItem}>
            <MetaIcon shape="people" />
            {fill(text.students, { students: course.students })}
          </li>
        </ul>
      </div>
    </article>
  );
}

export function CourseCards({ block, page, firstView, locale }: BlockProps<CourseCardsBlock>) {
  const { courseCards: text, rupees } = locale.messages.shop;
  const HeadingTag = block.heading ? 'h3' : 'h2';
  const courses = block.skipCurrent ? block.items.filter((course) => course.to !== page.path) : block.items;
  return (
    <section className={section({ tone: 'tinted' })}>
      <div className={container}>
        <SectionHeader heading={block.heading} intro={block.intro} />
        <ul className={styles.grid}>
          {courses.map((course, index) => (
            <li key={course.id} className={styles.cell({ columns: block.columns })}>
              <CourseCard course={course} HeadingTag={HeadingTag} eager={firstView && index < block.columns} text={text} rupees={rupees} formats={locale.formats} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
