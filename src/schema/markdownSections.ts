import { z } from 'zod';
import { readMarkdownSource, renderMarkdown, reportTo } from './markdown';
import type { RenderedMarkdown } from './markdownRenderer';
import { markdownSource } from './primitives';

interface MarkdownSection {
  title: string;
  html: RenderedMarkdown;
}

export interface SectionedMarkdown {
  /** What comes before the first "## " heading, rendered; empty when nothing does. */
  intro: RenderedMarkdown | '';
  sections: MarkdownSection[];
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/**
 * Splits Markdown at its "## " headings: the text before the first one, then each heading with its
 * body and the line of the whole text that body starts on (for messages that point into it).
 */
export function splitSections(text: string): { intro: string; sections: { title: string; body: string; bodyLine: number }[] } {
  const headings = [...text.matchAll(/^## +/gm)];
  return {
    intro: text.slice(0, headings[0]?.index ?? text.length),
    sections: headings.map((heading, index) => {
      const start = heading.index + heading[0].length;
      const part = text.slice(start, headings[index + 1]?.index ?? text.length);
      const newline = part.indexOf('\n');
      return newline === -1
        ? { title: part.trim(), body: '', bodyLine: lineAt(text, start + part.length) }
        : { title: part.slice(0, newline).trim(), body: part.slice(newline + 1), bodyLine: lineAt(text, start + newline + 1) };
    }),
  };
}

/**
 * Markdown (inline or `{ file: texts/x.md }`) whose "## " headings divide it into sections, for
 * blocks that number or otherwise arrange them. Each part is checked and rendered like any
 * `markdown` field: its links must name routes, and `{{legal.country}}` quotes a site setting.
 */
export const markdownSections = markdownSource
  .transform((source, ctx): SectionedMarkdown => {
    const read = readMarkdownSource(source, ctx);
    if (!read) return z.NEVER;
    const render = (part: string, firstLine: number): RenderedMarkdown => renderMarkdown(part, { file: read.file, firstLine }, reportTo(ctx, source));
    const { intro, sections } = splitSections(read.text);
    return {
      intro: intro.trim() ? render(intro, 1) : '',
      sections: sections.map(({ title, body, bodyLine }) => ({ title, html: render(body, bodyLine) })),
    };
  })
  .meta({ description: 'Markdown, or { file: texts/name.md } for a file under content/; each "## " heading starts a section' });
