import { container, section } from '../../theme/shared.css';
import { LineDrawing } from '../../ui/Icon';
import { SectionHeader } from '../../ui/SectionHeader';
import type { BlockProps } from '../define';
import { roleIcons } from './roleIcons';
import type { TeamBlock } from './schema';
import * as styles from './team.css';

export function Team({ block }: BlockProps<TeamBlock>) {
  const HeadingTag = block.heading ? 'h3' : 'h2';
  return (
    <section className={section()}>
      <div className={container}>
        <SectionHeader heading={block.heading} intro={block.intro} />
        <ul className={styles.grid}>
          {block.members.map((member) => (
            <li key={member.id} className={styles.member}>
              <span className={styles.avatar({ color: member.bgColor })}>
                <LineDrawing grid={32} size={44} strokeWidth={1.8}>
                  {roleIcons[member.roleIcon]}
                </LineDrawing>
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
