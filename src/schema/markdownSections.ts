import { z } from 'zod';
import { activeContext } from './context';
import { markdown } from './markdown';
import { markdownSource } from './primitives';

export interface MarkdownSection {
  title: string;
  html: string;
}

export interface SectionedMarkdown {
  /** What comes before the first "## " heading, rendered; empty when nothing does. */
  intro: string;
  sections: MarkdownSection[];
}

/** Splits Markdown at its "## " headings: the text before the first one, then each heading with its body. */
export function splitSections(text: string): { intro: string; sections: { title: string; body: string }[] } {
  const [intro = '', ...parts] = text.split(/^## +/m);
  return {
    intro,
    sections: parts.map((part) => {
      const newline = part.indexOf('\n');
      return newline === -1 ? { title: part.trim(), body: '' } : { title: part.slice(0, newline).trim(), body: part.slice(newline + 1) };
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
    const text = typeof source === 'string' ? source : activeContext()?.readText(source.file);
    if (text === undefined) {
      const file = typeof source === 'string' ? '' : source.file;
      ctx.addIssue({ code: 'custom', input: source, message: `file "content/${file}" does not exist` });
      return z.NEVER;
    }
    const render = (part: string): string => {
      const result = markdown.safeParse(part);
      if (result.success) return result.data;
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', input: source, message: issue.message });
      return '';
    };
    const { intro, sections } = splitSections(text);
    return {
      intro: intro.trim() ? render(intro) : '',
      sections: sections.map(({ title, body }) => ({ title, html: render(body) })),
    };
  })
  .meta({ description: 'Markdown, or { file: texts/name.md } for a file under content/; each "## " heading starts a section' });
