import type { MarkedSegment } from './markMatches';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/giu, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Pagefind's excerpt (escaped text with the found words inside <mark>) as plain pieces, so the
 * results are drawn as text with React's escaping, never as HTML: any other tag is read as text.
 */
export function excerptSegments(excerpt: string): MarkedSegment[] {
  return excerpt
    .split(/(<mark>.*?<\/mark>)/su)
    .filter((part) => part !== '')
    .map((part) => {
      const marked = part.startsWith('<mark>') && part.endsWith('</mark>');
      return { text: decodeEntities(marked ? part.slice(6, -7) : part), marked };
    });
}
