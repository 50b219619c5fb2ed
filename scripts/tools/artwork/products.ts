/**
 * The product information pages' pictures (480 × 360): for each product a main picture in a
 * niche and three gallery scenes, plus a swatch of each healing stone (400 × 300).
 */
import { palette as P } from '../../engine/draw/palette.ts';
import { khatam } from '../../engine/draw/patterns.ts';
import {
  alam,
  chadarFolded,
  chadarHanging,
  dots,
  finial,
  foldedRug,
  hirz,
  janamaz,
  kaaba,
  ring,
  ringBox,
  scroll,
  stone,
  tasbee,
  towel,
  towelStack,
  turbat,
} from './productObjects.ts';
import { openBook, sparkle } from '../../engine/draw/shapes.ts';
import { CX, H, W, dark, flat, niche, picture, place, shadow, shelf, soft } from './stage.ts';
import { el } from '../../engine/draw/svg.ts';

const stoneColours = {
  aqeeq: '#a3281d',
  feroza: '#2aa3a0',
  amethyst: '#7b3f9e',
  'rose-quartz': '#e4a1b2',
  'black-onyx': '#26262c',
  citrine: '#e2a62b',
  'lapis-lazuli': '#23408f',
  carnelian: '#d2642a',
  jade: '#2f8f5b',
  'tigers-eye': '#9a6420',
} as const;

type StoneId = keyof typeof stoneColours;

/** What sets each stone apart beyond its colour: lapis's golden flecks, tiger's eye's bands, feroza's veins. */
function stoneDetail(id: StoneId, rx: number, ry: number): string {
  if (id === 'lapis-lazuli') return el('path', { d: dots([[-rx * 0.3, ry * 0.2], [rx * 0.25, -ry * 0.1], [rx * 0.1, ry * 0.45], [-rx * 0.55, -ry * 0.15], [rx * 0.55, ry * 0.2]], Math.max(1, rx * 0.04)), fill: P.goldLight });
  if (id === 'tigers-eye') return el('path', { d: `M${-rx} ${-ry * 0.1}Q0 ${-ry * 0.5} ${rx} ${-ry * 0.1}V${ry * 0.12}Q0 ${-ry * 0.28} ${-rx} ${ry * 0.12}Z`, fill: '#e0a84a', opacity: 0.7 });
  if (id === 'feroza') return el('path', { d: `M${-rx * 0.7} ${ry * 0.1}l${rx * 0.3} ${-ry * 0.2}l${rx * 0.25} ${ry * 0.3}M${rx * 0.1} ${-ry * 0.5}l${rx * 0.2} ${ry * 0.3}l${rx * 0.3} ${-ry * 0.1}`, fill: 'none', stroke: '#5b4a32', 'stroke-width': Math.max(0.8, rx * 0.03), opacity: 0.6 });
  if (id === 'rose-quartz') return el('ellipse', { rx: rx * 0.6, ry: ry * 0.5, fill: '#fff', opacity: 0.18 });
  return '';
}

function gem(id: StoneId, rx = 34, ry = 26): string {
  return el('g', { color: stoneColours[id] }, stone(rx, ry, stoneDetail(id, rx, ry)));
}

function ringPictures(): Record<string, string> {
  return {
    main: niche('A silver ring set with a deep red Aqeeq stone, displayed in a green niche', shadow(CX, 296, 74) + place(ring(), CX, 196, 1.1, stoneColours.aqeeq)),
    detail: dark('Close-up of a silver ring with a turquoise Feroza stone', place(ring(), CX, 176, 1.45, stoneColours.feroza) + el('path', { d: sparkle(350, 90, 10) + sparkle(120, 250, 6), fill: P.goldLight })),
    range: shelf(
      'Three silver rings on a shelf, set with Aqeeq, Feroza and black Onyx',
      [stoneColours.aqeeq, stoneColours.feroza, stoneColours['black-onyx']].map((c, i) => shadow(110 + i * 130, 266, 56) + place(ring(), 110 + i * 130, 190, 0.85, c)).join(''),
    ),
    box: flat(
      'A silver ring in an open green gift box, with loose stones beside it',
      shadow(CX - 20, 282, 110, 12) +
        place(ringBox(), CX - 20, 206, 1.15, stoneColours.aqeeq) +
        place(gem('feroza', 16, 12), 388, 250) +
        place(gem('aqeeq', 14, 11), 412, 288) +
        place(gem('black-onyx', 13, 10), 372, 300),
    ),
  };
}

function tasbeePictures(): Record<string, string> {
  const clay = '#8c6444';
  return {
    main: niche(
      'A tasbee of Karbala clay prayer beads hanging in a green niche',
      el('circle', { cx: CX, cy: 94, r: 6, fill: P.gold }) + place(tasbee(), CX, 186, 1, clay),
    ),
    detail: dark('Close-up of a tasbee of turquoise beads with gold dividers and a gold tassel', place(tasbee(), CX, 176, 1.32, stoneColours.feroza)),
    range: flat(
      'Three tasbees laid side by side, in turquoise, red Aqeeq and brown wood',
      [stoneColours.feroza, stoneColours.aqeeq, '#7a4a26'].map((c, i) => place(tasbee(), 110 + i * 130, 164 + (i === 1 ? 14 : 0), 0.82, c, (i - 1) * 12)).join(''),
      P.sand,
    ),
    quran: flat(
      'A clay tasbee resting beside an open Quran',
      shadow(170, 250, 120, 14) + openBook(170, 132, 0.8, { ornate: true, id: 'h' }) + place(tasbee(), 384, 170, 0.78, clay, 18),
      '#e7dcc2',
    ),
  };
}

function sajdagahPictures(): Record<string, string> {
  const clay = '#b48a63';
  return {
    main: niche('A round turbat of Karbala clay, stamped with a star, on the ledge of a green niche', shadow(CX, 296, 100) + place(turbat('round'), CX, 238, 1.3, clay)),
    detail: dark('Close-up of an octagonal clay turbat stamped with an eight-pointed star', place(turbat('octagon'), CX, 184, 1.9, '#a97e58')),
    range: shelf(
      'Round, square and octagonal clay turbats on a shelf',
      (['round', 'square', 'octagon'] as const).map((shape, i) => shadow(105 + i * 135, 266, 66) + place(turbat(shape), 105 + i * 135, 229, 0.85, [clay, '#a57a55', '#c29a70'][i])).join(''),
    ),
    prayer: flat(
      'A turbat placed at the top of a green prayer rug, with a tasbee beside it',
      shadow(CX, 330, 100, 10) + place(janamaz(), CX - 30, 180, 1.25, P.green) + place(turbat('round'), CX - 30, 96, 0.5, clay) + place(tasbee(), 390, 200, 0.65, '#8c6444', -10),
      '#e7dcc2',
    ),
  };
}

function janamazPictures(): Record<string, string> {
  return {
    main: flat('A green prayer rug with a mihrab arch, a hanging lamp and a gold border', shadow(CX + 6, 306, 96, 10) + place(janamaz(), CX, 178, 1.18, P.green, -4), '#e7dcc2'),
    detail: dark('Close-up of a maroon prayer rug laid sideways, showing its arch and border', place(janamaz(), CX, 180, 1.2, '#7a1f2b', 90)),
    range: flat(
      'Three prayer rugs side by side in green, maroon and navy blue',
      ['#0e6a4a', '#7a1f2b', '#1f3a6b'].map((c, i) => place(janamaz(), 110 + i * 130, 180, 0.84, c)).join(''),
      P.sand,
    ),
    folded: shelf(
      'Folded prayer rugs stacked on a shelf, with a turbat on top',
      shadow(150, 266, 104) +
        place(foldedRug(), 150, 238, 1, '#1f3a6b') +
        place(foldedRug(), 150, 172, 0.94, P.green) +
        shadow(344, 266, 100) +
        place(foldedRug(), 344, 238, 0.96, '#7a1f2b') +
        place(turbat('square'), 344, 186, 0.45, '#b48a63'),
    ),
  };
}

function stonesPictures(): Record<string, string> {
  const pile: [StoneId, number, number, number][] = [
    ['lapis-lazuli', -70, -4, 1],
    ['feroza', 62, -2, 0.95],
    ['aqeeq', -6, 4, 1.1],
    ['citrine', -40, -42, 0.85],
    ['amethyst', 36, -44, 0.9],
  ];
  const ids = Object.keys(stoneColours) as StoneId[];
  return {
    main: niche(
      'Polished healing stones in blue, turquoise, red, yellow and purple on the ledge of a niche',
      shadow(CX, 296, 120) + pile.map(([id, x, y, s]) => place(gem(id), CX + x, 262 + y, s)).join(''),
    ),
    detail: dark(
      'A large Lapis Lazuli cabochon with golden flecks, beside Feroza and Aqeeq',
      place(gem('lapis-lazuli'), CX, 180, 2.6) + place(gem('feroza'), 110, 270, 0.9) + place(gem('aqeeq'), 376, 96, 0.8),
    ),
    all: flat(
      'The ten stones in two rows: Aqeeq, Feroza, Amethyst, Rose Quartz, Black Onyx, Citrine, Lapis Lazuli, Carnelian, Jade and Tiger’s Eye',
      ids.map((id, i) => shadow(72 + (i % 5) * 84, 150 + Math.floor(i / 5) * 110 + 28, 32, 5) + place(gem(id), 72 + (i % 5) * 84, 130 + Math.floor(i / 5) * 110, 0.95)).join(''),
      '#efe7d3',
    ),
    beads: flat(
      'A tasbee of amethyst beads with loose polished stones around it',
      place(tasbee(), 190, 170, 1, stoneColours.amethyst, -8) +
        place(gem('rose-quartz'), 360, 110, 0.8) +
        place(gem('jade'), 390, 200, 0.75) +
        place(gem('tigers-eye'), 340, 280, 0.85) +
        place(gem('carnelian'), 70, 290, 0.6),
      '#e9e0cb',
    ),
  };
}

function hirzPictures(): Record<string, string> {
  return {
    main: niche('A silver Hirz-e-Jawad amulet case on a gold chain, hanging in a green niche', place(hirz('tablet'), CX, 186, 0.95)),
    detail: dark('Close-up of a cylindrical silver Hirz case with gold bands', place(hirz('tube'), CX, 196, 1.2)),
    scroll: flat('The handwritten dua on a partly rolled paper, beside a round silver Hirz case', shadow(180, 252, 100, 10) + place(scroll(), 180, 176, 1.2) + place(hirz('round'), 384, 190, 0.72, undefined, 14), '#e7dcc2'),
    range: shelf(
      'Three Hirz cases hanging from a rail: a tablet, a tube and a round medallion',
      el('rect', { x: 40, y: 108, width: 400, height: 8, rx: 4, fill: P.wood }) +
        (['tablet', 'tube', 'round'] as const).map((shape, i) => el('circle', { cx: 110 + i * 130, cy: 112, r: 6, fill: P.gold }) + place(hirz(shape), 110 + i * 130, 190, 0.68)).join(''),
    ),
  };
}

function aehramPictures(): Record<string, string> {
  const belt =
    el('rect', { x: -150, y: -9, width: 300, height: 18, rx: 4, fill: '#3b5b4f' }) +
    el('rect', { x: -50, y: -20, width: 44, height: 38, rx: 6, fill: '#2f4a40' }) +
    el('rect', { x: 6, y: -20, width: 44, height: 38, rx: 6, fill: '#2f4a40' }) +
    el('rect', { x: 140, y: -14, width: 18, height: 28, rx: 3, fill: 'none', stroke: P.gold, 'stroke-width': 4 });
  return {
    main: niche('Folded white Aehram cloths stacked on the ledge of a green niche', shadow(CX, 298, 104) + place(towelStack(), CX, 240, 1.2)),
    kaaba: dark('The Kaaba at night, with a folded white Aehram set in front', place(kaaba(), 270, 300, 1.1) + shadow(130, 318, 70, 8, 0.4) + place(towelStack(), 130, 286, 0.62)),
    unfolded: flat(
      'The two unstitched white cloths of the Aehram laid out, with a green ihram belt',
      shadow(CX, 150, 170, 16, 0.12) + place(towel(320, 110), CX, 112) + place(towel(280, 90), CX, 226) + place(belt, CX, 306, 0.9),
      '#cfe3dc',
    ),
    sets: shelf(
      'Three Aehram sets tied with gold ribbon on a shelf',
      [110, 240, 370].map((x) => shadow(x, 266, 72) + place(towelStack() + el('path', { d: 'M-8 -54V48M8 -54V48', stroke: P.gold, 'stroke-width': 4 }), x, 222, 0.8)).join(''),
    ),
  };
}

function chadarPictures(): Record<string, string> {
  const print = el('pattern', { id: 'print', width: 18, height: 18, patternUnits: 'userSpaceOnUse' }, el('path', { d: dots([[4, 4], [13, 13]], 2.2), fill: '#ffffff', opacity: 0.7 }));
  return {
    main: niche('A white Namaz Chadar with a gold border hanging on a wooden rod in a green niche', place(chadarHanging(), CX, 200, 0.85, '#f4f1ea')),
    printed: dark('A pale blue printed Namaz Chadar hanging on a rod', place(chadarHanging(true), CX, 190, 1.15, '#7fa6c6'), print),
    folded: shelf(
      'Folded Namaz Chadars in white, black and printed blue on a shelf',
      ['#f4f1ea', '#23262b', '#7fa6c6'].map((c, i) => shadow(110 + i * 130, 266, 84) + place(chadarFolded(), 110 + i * 130, 238, 0.78, c)).join(''),
    ),
    set: flat(
      'A folded white chadar with a tasbee and a turbat, ready for prayer',
      shadow(200, 236, 130, 14) + place(chadarFolded(), 200, 190, 1.5, '#f4f1ea') + place(tasbee(), 390, 170, 0.7, '#8c6444', 12) + place(turbat('round'), 380, 300, 0.55, '#b48a63'),
      '#cfe3dc',
    ),
  };
}

function alamPictures(): Record<string, string> {
  const dome =
    `M0 ${H}V250H480V${H}Z` +
    'M150 250C150 190 200 160 240 120C280 160 330 190 330 250Z' +
    'M236 120V96h8V120Z' +
    'M60 250V150h16V250ZM404 250V150h16V250Z';
  const dusk = picture(
    'Three Alams, in black, green and red, raised before a domed shrine at dusk',
    '<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#10231c"/><stop offset=".6" stop-color="#0f4d4a"/><stop offset="1" stop-color="#c98f45"/></linearGradient>' +
      khatam('p', 56, { bg: 'none', line: P.goldLight, width: 1, opacity: 0.1 }),
    el('rect', { width: W, height: H, fill: 'url(#s)' }) +
      el('rect', { width: W, height: H, fill: 'url(#p)' }) +
      el('path', { d: dome, fill: P.night }) +
      el('path', { d: sparkle(100, 60, 5) + sparkle(390, 80, 4) + sparkle(300, 40, 3), fill: P.goldLight }) +
      place(alam(), 140, 196, 0.95, '#1c1c1c') +
      place(alam(), CX, 176, 1.05, '#0e6a4a') +
      place(alam(), 340, 196, 0.95, '#8e1b1b'),
  );
  return {
    main: niche('An Alam-e-Abbas with green embroidered cloth and a gold panja, standing in a niche', shadow(CX, 298, 40) + place(alam(), CX, 183, 0.78, '#0e6a4a'), P.greenDeep),
    panja: dark('Close-up of the gold panja, the open hand that crowns the Alam', place(finial() + el('rect', { x: -52, y: -72, width: 104, height: 8, rx: 4, fill: P.gold }) + el('rect', { x: -4, y: -64, width: 8, height: 40, fill: P.woodLight }), CX, 390, 2.4)),
    range: shelf(
      'Three small Alams for the home on a shelf, with black, green and red cloth',
      ['#1c1c1c', '#0e6a4a', '#8e1b1b'].map((c, i) => shadow(110 + i * 130, 266, 30) + place(alam(), 110 + i * 130, 177, 0.6, c)).join(''),
    ),
    procession: dusk,
  };
}

/** A swatch of one stone for its card (400 × 300). */
function stoneSwatch(id: StoneId, name: string): string {
  const w = 400;
  const h = 300;
  const body =
    el('rect', { width: w, height: h, fill: 'url(#p)' }) +
    el('circle', { cx: w / 2, cy: h / 2, r: 112, fill: P.cream, opacity: 0.9 }) +
    el('circle', { cx: w / 2, cy: h / 2, r: 104, fill: P.greenDeep, stroke: P.gold, 'stroke-width': 4 }) +
    shadow(w / 2, 206, 80, 10, 0.35) +
    place(gem(id), w / 2, 150, 2.3);
  return picture(`A polished ${name} cabochon`, khatam('p', 48, { ...soft, width: 1.2 }), body, w, h);
}

const stoneNames: Record<StoneId, string> = {
  aqeeq: 'Aqeeq',
  feroza: 'Feroza',
  amethyst: 'Amethyst',
  'rose-quartz': 'Rose Quartz',
  'black-onyx': 'Black Onyx',
  citrine: 'Citrine',
  'lapis-lazuli': 'Lapis Lazuli',
  carnelian: 'Carnelian',
  jade: 'Jade',
  'tigers-eye': 'Tiger’s Eye',
};

export function products(): Record<string, string> {
  const sets: Record<string, Record<string, string>> = {
    ring: ringPictures(),
    tasbee: tasbeePictures(),
    sajdagah: sajdagahPictures(),
    janamaz: janamazPictures(),
    stones: stonesPictures(),
    hirz: hirzPictures(),
    aehram: aehramPictures(),
    chadar: chadarPictures(),
    alam: alamPictures(),
  };
  const files: Record<string, string> = {};
  for (const [product, pictures] of Object.entries(sets)) {
    for (const [name, svg] of Object.entries(pictures)) files[`products/${product}-${name}.svg`] = svg;
  }
  for (const id of Object.keys(stoneColours) as StoneId[]) files[`products/stones/${id}.svg`] = stoneSwatch(id, stoneNames[id]);
  return files;
}
