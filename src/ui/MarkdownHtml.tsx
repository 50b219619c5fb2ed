import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

interface MarkdownHtmlProps {
  /** HTML rendered at build time from the editors' Markdown, never from visitors' input. */
  html: string;
  className?: string;
}

/** Markdown rendered at build time; its internal links navigate inside the app like any other link. */
export function MarkdownHtml({ html, className }: MarkdownHtmlProps) {
  const navigate = useNavigate();
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  return <div className={className} onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: html }} />;
}
