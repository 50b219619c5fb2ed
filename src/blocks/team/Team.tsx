import { container, section, sectionHeading, sectionIntro } from '../../theme/shared.css';
import type { BlockProps } from '../types';
import { roleIcons } from './roleIcons';
import type { TeamBlock } from './schema';
import * as styles from './team.css';

export function Team({ block }: BlockProps<TeamBlock>) {
  const HeadingTag = block.heading ? 'h3' : 'h2';
  return (
    <section className={section}>
      <div className={container}>
        {block.heading && <h2 className={sectionHeading}>{block.heading}</h2>}
        {block.intro && <p className={sectionIntro}>{block.intro}</p>}
        <ul className={styles.grid}>
          {block.members.map((member) => (
            <li key={member.id} className={styles.member}>
              <span className={styles.avatar({ color: member.bgColor })}>
                <svg
                  viewBox="0 0 32 32"
                  width="44"
                  height="44"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={1.8}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                  focusable="false"
                >
                  {roleIcons[member.roleIcon]}
                </svg>
              </span>
              <HeadingTag className={styles.name}>{member.name}</HeadingTag>
              <p className={styles.designation}>{member.designation}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
