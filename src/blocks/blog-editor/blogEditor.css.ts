import { style } from '@vanilla-extract/css';
import { callout, panel as sharedPanel } from '../../theme/shared.css';
import { vars } from '../../theme/theme.css';

/** The owner's pages share their toolbar and quieter lines. */
export { muted, toolbar } from '../../ui/ownerTools.css';

export const panel = style([sharedPanel, { maxWidth: '44rem', marginInline: 'auto' }]);

export const toolbarActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** At the limit: what the owner can do about it, above the form. */
export const limit = style([callout({ tone: 'attention' }), { marginBottom: vars.space.lg }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const notes = style({ color: vars.color.muted, fontSize: vars.size.small, marginBottom: vars.space.lg });

/** Room below a failure notice, before the form. */
export const notice = style({ marginBottom: vars.space.lg });

/** While a save is under way the button keeps its focus but looks and acts unavailable. */
export const submit = style({ selectors: { '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' } } });
