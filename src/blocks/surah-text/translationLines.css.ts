import { style, styleVariants } from '@vanilla-extract/css';
import { nastaliqFamilies } from '../../theme/nastaliq.css';
import { vars } from '../../theme/theme.css';

const line = style({ margin: 0, marginTop: vars.space.sm, color: vars.color.text, fontSize: vars.size.lead, lineHeight: 1.7 });

/**
 * A shipped translation's line under an ayah. The list around it is Arabic (the Quran font); each
 * line names its own. Urdu is written in Nastaliq, whose letters climb and fall far from the line:
 * it needs a larger size to read and much more room between lines than English. The Nastaliq face
 * (@fontsource's, in the site's stylesheet) is only downloaded once a line in it is drawn.
 */
export const lineOf = styleVariants({
  ur: [line, { fontFamily: `${nastaliqFamilies}, "Jameel Noori Nastaleeq", "Urdu Typesetting", "Noto Naskh Arabic", serif`, fontSize: '1.25rem', lineHeight: 2.4 }],
  en: [line, { fontFamily: vars.font.body }],
  // A reading aid, not a translation: set apart by its slant and a quieter colour.
  transliteration: [line, { fontFamily: vars.font.body, fontStyle: 'italic', color: vars.color.muted }],
});

export const credits = style({
  marginTop: vars.space.sm,
  fontSize: vars.size.small,
  color: vars.color.muted,
  textAlign: 'center',
  maxWidth: vars.width.text,
  marginInline: 'auto',
});
