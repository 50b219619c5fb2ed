import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme/theme.css';
import { plainList } from '../../theme/shared.css';

export const list = style([plainList, {
  counterReset: 'step',
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' } },
}]);

export const step = style({
  counterIncrement: 'step',
  position: 'relative',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.lg}`,
  textAlign: 'center',
  '::before': {
    content: 'counter(step)',
    position: 'absolute',
    insetBlockStart: '-22px',
    // Centred by its margins: moved back by half its width it would be off centre in right-to-left
    // pages, where the offset counts from the right.
    insetInline: 0,
    marginInline: 'auto',
    width: '44px',
    height: '44px',
    display: 'grid',
    placeItems: 'center',
    borderRadius: '50%',
    background: vars.color.primary,
    color: vars.color.onPrimary,
    fontWeight: 700,
    fontSize: vars.size.lead,
  },
});

export const text = style({ color: vars.color.muted, margin: 0 });
