import type { RenderedMarkdown } from '../schema/markdownRenderer';

interface MarkdownHtmlProps {
  /**
   * HTML rendered at build time from the editors' Markdown, never from visitors' input. Only the
   * Markdown renderer makes this type, and it lets no raw HTML or unsafe address through.
   */
  html: RenderedMarkdown;
  className?: string;
}

/** Markdown rendered at build time, as it is. */
export function MarkdownHtml({ html, className }: MarkdownHtmlProps) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
