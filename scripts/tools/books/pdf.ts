/**
 * Lays out one sample book as a small A5 PDF: a title page, then a page per section of text.
 * Deterministic: the dates are fixed and the standard PDF fonts are referenced, not embedded.
 */
import { PDFDocument, StandardFonts, degrees, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { SampleBook, SamplePage } from './samples.ts';

/** A5 in PDF points. */
const PAGE = { width: 420, height: 595 } as const;
const MARGIN = 48;
const FIXED_DATE = new Date('2025-01-01T00:00:00Z');
const ACADEMY = 'Al-Noor Quran Academy';

const colour = {
  green: rgb(11 / 255, 94 / 255, 66 / 255),
  night: rgb(16 / 255, 35 / 255, 28 / 255),
  gold: rgb(201 / 255, 154 / 255, 46 / 255),
  cream: rgb(247 / 255, 244 / 255, 236 / 255),
  text: rgb(28 / 255, 35 / 255, 33 / 255),
  muted: rgb(74 / 255, 85 / 255, 81 / 255),
};

interface Fonts {
  serif: PDFFont;
  serifBold: PDFFont;
  sans: PDFFont;
}

/** Breaks a paragraph into lines no wider than `width` at this font size. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = colour.text) {
  const x = (PAGE.width - font.widthOfTextAtSize(text, size)) / 2;
  page.drawText(text, { x, y, size, font, color });
}

function titlePage(doc: PDFDocument, book: SampleBook, fonts: Fonts) {
  const page = doc.addPage([PAGE.width, PAGE.height]);
  page.drawRectangle({ x: 0, y: 0, width: PAGE.width, height: PAGE.height, color: colour.green });
  page.drawRectangle({ x: 22, y: 22, width: PAGE.width - 44, height: PAGE.height - 44, borderColor: colour.gold, borderWidth: 2.5 });
  page.drawRectangle({ x: 30, y: 30, width: PAGE.width - 60, height: PAGE.height - 60, borderColor: colour.gold, borderWidth: 0.8 });
  // An eight-pointed star (two squares), the khatam, as the title page's ornament.
  const star = { x: PAGE.width / 2, y: 420, size: 70 };
  page.drawSquare({ x: star.x - star.size / 2, y: star.y - star.size / 2, size: star.size, color: colour.gold });
  page.drawSquare({ x: star.x, y: star.y - star.size * 0.7071, size: star.size, rotate: degrees(45), color: colour.gold });
  page.drawCircle({ x: star.x, y: star.y, size: 18, color: colour.cream });

  page.drawRectangle({ x: 50, y: 230, width: PAGE.width - 100, height: 110, color: colour.cream, borderColor: colour.gold, borderWidth: 2 });
  centred(page, book.title, 292, fonts.serifBold, 30, colour.night);
  wrap(book.subtitle, fonts.serif, 13, PAGE.width - 130).forEach((line, index) =>
    centred(page, line, 265 - index * 16, fonts.serif, 13, colour.muted),
  );

  centred(page, 'Sample edition', 180, fonts.sans, 14, colour.cream);
  centred(page, 'The full book is available from the academy', 160, fonts.sans, 10.5, colour.cream);
  centred(page, ACADEMY.toUpperCase(), 70, fonts.sans, 10, colour.gold);
}

function textPage(doc: PDFDocument, book: SampleBook, content: SamplePage, index: number, fonts: Fonts) {
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const width = PAGE.width - 2 * MARGIN;
  page.drawRectangle({ x: 0, y: PAGE.height - 10, width: PAGE.width, height: 10, color: colour.green });
  page.drawText(content.heading, { x: MARGIN, y: PAGE.height - 80, size: 20, font: fonts.serifBold, color: colour.green });
  page.drawLine({
    start: { x: MARGIN, y: PAGE.height - 92 },
    end: { x: MARGIN + 60, y: PAGE.height - 92 },
    thickness: 2,
    color: colour.gold,
  });

  const size = 11;
  const leading = 16;
  let y = PAGE.height - 122;
  for (const paragraph of content.paragraphs) {
    const bullet = paragraph.startsWith('- ');
    const indent = bullet ? 14 : 0;
    const lines = wrap(bullet ? paragraph.slice(2) : paragraph, fonts.serif, size, width - indent);
    if (bullet) page.drawCircle({ x: MARGIN + 4, y: y + 3.5, size: 2, color: colour.gold });
    for (const line of lines) {
      page.drawText(line, { x: MARGIN + indent, y, size, font: fonts.serif, color: colour.text });
      y -= leading;
    }
    y -= bullet ? 3 : 8;
  }

  const footer = `${book.title}: sample edition`;
  page.drawText(footer, { x: MARGIN, y: 30, size: 8.5, font: fonts.sans, color: colour.muted });
  const number = String(index + 2);
  page.drawText(number, { x: PAGE.width - MARGIN - fonts.sans.widthOfTextAtSize(number, 8.5), y: 30, size: 8.5, font: fonts.sans, color: colour.muted });
}

/** One sample book as PDF bytes; the same bytes on every run. */
export async function bookPdf(book: SampleBook): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${book.title} (sample edition)`);
  doc.setAuthor(ACADEMY);
  doc.setSubject(book.subtitle);
  doc.setLanguage('en');
  doc.setCreator('scripts/tools/books.ts');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const fonts: Fonts = {
    serif: await doc.embedFont(StandardFonts.TimesRoman),
    serifBold: await doc.embedFont(StandardFonts.TimesRomanBold),
    sans: await doc.embedFont(StandardFonts.Helvetica),
  };
  titlePage(doc, book, fonts);
  book.pages.forEach((content, index) => textPage(doc, book, content, index, fonts));
  return doc.save();
}

