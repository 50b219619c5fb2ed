import { style } from '@vanilla-extract/css';
import { surface } from '../../theme/shared.css';
import { vars } from '../../theme/theme.css';

/** Narrower than the shared panel, and as roomy on every screen: two fields and a button. */
export const panel = style([surface, { maxWidth: '28rem', marginInline: 'auto', padding: vars.space.lg }]);

export const intro = style({ color: vars.color.muted });

/** While signing in, the button keeps its focus but looks and acts unavailable. */
export const submit = style({ width: '100%', selectors: { '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' } } });

export const note = style({ fontSize: vars.size.small, color: vars.color.muted, textAlign: 'center', margin: `${vars.space.md} 0 0` });

/** "Signing in...": in the page while empty, so it is announced when it fills, but taking no room. */
export const status = style({
  margin: 0,
  fontSize: vars.size.small,
  color: vars.color.muted,
  textAlign: 'center',
  selectors: { '&:empty': { display: 'none' } },
});
