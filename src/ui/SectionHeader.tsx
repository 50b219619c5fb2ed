import { sectionHeading, sectionIntro } from '../theme/shared.css';

interface SectionHeaderProps {
  heading?: string | undefined;
  intro?: string | undefined;
}

/** A block's own heading and the short introduction under it, centred above its content; each only when given. */
export function SectionHeader({ heading, intro }: SectionHeaderProps) {
  return (
    <>
      {heading && <h2 className={sectionHeading}>{heading}</h2>}
      {intro && <p className={sectionIntro}>{intro}</p>}
    </>
  );
}
