import { button } from '../../theme/shared.css';
import { SmartLink } from '../../ui/SmartLink';
import type { BlockProps } from '../define';
import { CtaBand } from './CtaBand';
import type { CtaBlock } from './schema';

/** The band is dark, so each button style takes its light counterpart. */
const onDark = { primary: 'light', secondary: 'outlineLight', light: 'light' } as const;

export function Cta({ block }: BlockProps<CtaBlock>) {
  return (
    <CtaBand heading={block.heading} text={block.text}>
      {block.actions.map((item) => (
        <SmartLink key={item.label} to={item.to} className={button({ variant: onDark[item.variant] })}>
          {item.label}
        </SmartLink>
      ))}
    </CtaBand>
  );
}
