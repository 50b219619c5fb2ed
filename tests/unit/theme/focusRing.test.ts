import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { blend, contrastRatio, parseHex, type Rgb } from '../../../scripts/tools/a11y/contrast';
import { focusRing, ringOnDark, ringTones } from '../../../src/theme/shared.css';
import { tokens, vars } from '../../../src/theme/theme.css';

/**
 * WCAG 2.4.13 Focus Appearance: the focused state must change a band at least 2 px thick around the
 * control by 3:1 against its unfocused state. The ring's line is solid and drawn on or outside the
 * control's edge, over the surface the control stands on; so the line's colour must be 3:1 from
 * every surface it is drawn on, and on dark surfaces (where the dark line would vanish) that takes
 * the light line `ringOnDark` sets. The colours below are the theme's, read from the style objects
 * the site is built from, so a ring turned back to the dark line on dark surfaces fails here.
 */

type ColourName = keyof typeof tokens.color;
const colour = (name: ColourName): Rgb => parseHex(tokens.color[name]);

/** The theme colour a `var(--…)` reference in a style stands for. */
function colourOf(reference: string): ColourName {
  const found = (Object.keys(vars.color) as ColourName[]).find((name) => vars.color[name] === reference);
  if (!found) throw new Error(`Not one of the theme's colours: ${reference}`);
  return found;
}

/** `var(--name, fallback)`: the custom property read, and the theme colour used where it is not set. */
function ringVariable(value: string, pattern: RegExp): { property: string; fallback: ColourName } {
  const match = pattern.exec(value);
  if (!match) throw new Error(`No var(--…, fallback) in ${value}`);
  return { property: `var(${match[1]!})`, fallback: colourOf(match[2]!) };
}

const line = ringVariable(focusRing.outline, /solid var\((--[\w-]+), (var\(--[\w-]+\))\)$/);
const halo = ringVariable(focusRing.boxShadow, /var\((--[\w-]+), (var\(--[\w-]+\))\)$/);
const darkVars: Record<string, string> = ringOnDark.vars;

/** The ring's tones as a surface shows them: the light surfaces' where nothing sets them, the dark ones' under `ringOnDark`. */
const tonesOn = {
  light: { line: line.fallback, halo: halo.fallback },
  dark: { line: colourOf(darkVars[line.property] ?? ''), halo: colourOf(darkVars[halo.property] ?? '') },
};

const px = (value: string) => {
  const match = /^(-?\d+(?:\.\d+)?)px$/.exec(value);
  if (!match) throw new Error(`Not a px length: ${value}`);
  return Number(match[1]);
};

/** `rgba(r, g, b, a)` laid over `under`. */
function over(value: string, under: Rgb): Rgb {
  const match = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(value);
  if (!match) throw new Error(`Not an rgba() colour: ${value}`);
  return blend([Number(match[1]), Number(match[2]), Number(match[3])], Number(match[4]), under);
}

// Where controls stand with the light tones: the page, its tinted sections, cards, panels, notices and labels.
const lightSurfaces: [string, Rgb][] = [
  ...(['surface', 'surfaceAlt', 'primarySoft', 'successSoft', 'dangerSoft'] as const).map((name): [string, Rgb] => [name, colour(name)]),
  ...Object.entries(tokens.tint).map(([name, tint]): [string, Rgb] => [`${name} tint`, parseHex(tint.background)]),
];

// Where they stand with the dark tones: the footer and the book viewer's bar (`dark`), the bands'
// gradient from `primary` to `dark` under the white lattice lines at 9%, and a control's hover
// wash or a hairline over either end of it.
const darkSurfaces: [string, Rgb][] = [];
for (let step = 0; step <= 10; step++) {
  const mix = blend(colour('primary'), step / 10, colour('dark'));
  darkSurfaces.push([`band at ${step * 10}% primary`, mix], [`band at ${step * 10}% primary, lattice line`, blend([255, 255, 255], 0.09, mix)]);
}
for (const under of ['dark', 'primary'] as const) {
  for (const [name, value] of Object.entries(tokens.overlay)) darkSurfaces.push([`${name} over ${under}`, over(value, colour(under))]);
}

describe('the focus ring on light and dark surfaces', () => {
  test('its line is a solid outline at least 2 px thick, on or outside the control’s edge', () => {
    expect(focusRing.outline).toMatch(/^\S+ solid /);
    expect(px(tokens.ring.width)).toBeGreaterThanOrEqual(2);
    expect(px(tokens.ring.offset)).toBeGreaterThanOrEqual(0);
  });

  test('dark surfaces set both of the ring’s tones, and to the ones named for them', () => {
    expect(Object.keys(darkVars).sort()).toEqual([line.property, halo.property].sort());
    expect(tonesOn.light).toEqual(ringTones.light);
    expect(tonesOn.dark).toEqual(ringTones.dark);
  });

  test.each(lightSurfaces)('the line stands out 3:1 on the light surface %s', (_name, surface) => {
    expect(contrastRatio(colour(tonesOn.light.line), surface)).toBeGreaterThanOrEqual(3);
  });

  test.each(darkSurfaces)('the line stands out 3:1 on the dark surface: %s', (_name, surface) => {
    expect(contrastRatio(colour(tonesOn.dark.line), surface)).toBeGreaterThanOrEqual(3);
  });

  test('on either kind of surface the halo is far from the line, so the line stands out from a control of its own tone', () => {
    for (const tones of [tonesOn.light, tonesOn.dark]) expect(contrastRatio(colour(tones.line), colour(tones.halo))).toBeGreaterThanOrEqual(9);
  });

  test('the dark line would fail on the dark surfaces (what the light one is for)', () => {
    const worst = Math.min(...darkSurfaces.map(([, surface]) => contrastRatio(colour(tonesOn.light.line), surface)));
    expect(worst).toBeLessThan(3);
  });
});

/**
 * The styles that paint the theme's dark colour as a background, each with the ring's dark tones, or
 * named here with the reason it needs none. A style is a top-level statement of a `.css.ts` file.
 */
const withoutControlsInside: Record<string, string> = {
  'src/blocks/shop/shop.css.ts inCart': 'a label over a picture, nothing focusable inside',
  'src/blocks/blog-manager/blogManager.css.ts dangerButton': 'the hover colour of a button: its ring is outside it, on the page',
  'src/blocks/search-list/searchList.css.ts video': 'the video player’s frame: its ring is outside it, on the light card',
  'src/blocks/pricing/pricing.css.ts `${table} thead th`': 'column headings, nothing focusable inside',
};

const darkBackground = /\bbackground: (?:vars\.color\.dark\b|`[^`\n]*linear-gradient\([^`\n]*vars\.color\.dark\b)/;

function styleFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return styleFiles(path);
    return entry.name.endsWith('.css.ts') ? [path] : [];
  });
}

/** `file name` for each top-level statement that paints a dark background, and whether it sets the dark tones. */
const darkStyles = styleFiles('src').flatMap((path) => {
  const file = relative(process.cwd(), path).replaceAll('\\', '/');
  return readFileSync(path, 'utf8')
    .split(/\n(?=(?:export )?const |globalStyle\()/)
    .filter((statement) => darkBackground.test(statement))
    .map((statement) => {
      const name = /^(?:export )?const (\w+)/.exec(statement)?.[1] ?? /^globalStyle\((`[^`]*`|'[^']*')/.exec(statement)?.[1] ?? statement.slice(0, 40);
      return { style: `${file} ${name}`, setsDarkTones: /\.\.\.ringOnDark\b|\bringOnDark\b/.test(statement) };
    });
});

describe('the surfaces that take the dark tones', () => {
  test('the bands, the footer and the book viewer’s bar are among them', () => {
    const set = darkStyles.filter((found) => found.setsDarkTones).map((found) => found.style);
    expect(set).toEqual(
      expect.arrayContaining([
        'src/layout/footer.css.ts footer',
        'src/blocks/hero/hero.css.ts hero',
        'src/blocks/page-header/pageHeader.css.ts banner',
        'src/blocks/cta/cta.css.ts band',
        'src/blocks/book-library/bookLibrary.css.ts toolbar',
      ]),
    );
  });

  test.each(darkStyles.map((found) => [found.style, found] as const))('%s sets them, or holds no control', (style, found) => {
    expect(found.setsDarkTones || style in withoutControlsInside, `${style} paints a dark background: spread ringOnDark into it`).toBe(true);
  });

  test('every style excused above still paints a dark background', () => {
    const painted = new Set(darkStyles.map((found) => found.style));
    for (const style of Object.keys(withoutControlsInside)) expect(painted.has(style), style).toBe(true);
  });
});
