interface MarkdownHtmlProps {
  /** HTML rendered at build time from the editors' Markdown, never from visitors' input. */
  html: string;
  className?: string;
}

/** Markdown rendered at build time, as it is. */
export function MarkdownHtml({ html, className }: MarkdownHtmlProps) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
