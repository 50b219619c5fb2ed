import type { Locale } from '../i18n/locale';
import { latinRuns } from '../i18n/ownScript';

/**
 * Text an island draws on a page, with each run of Latin words marked English on a page written
 * right to left (`direction`), as the build marks the page's other text: a screen reader reads the
 * run in an English voice (WCAG 3.1.2), and it keeps its own typeface and runs left to right inside
 * the line. A text that holds more than its runs is wrapped in a plain span, so that in a flex or
 * grid container it stays one item. On a left-to-right page the text is drawn as it is.
 */
export function LatinRuns({ text, direction }: { text: string; direction: Locale['direction'] }) {
  if (direction === 'ltr') return <>{text}</>;
  const pieces = latinRuns(text);
  if (!pieces.some((piece) => piece.latin)) return <>{text}</>;
  const marked = pieces.map((piece, index) =>
    piece.latin ? (
      <span key={index} lang="en" dir="ltr">
        {piece.text}
      </span>
    ) : (
      piece.text
    ),
  );
  return pieces.length === 1 ? <>{marked}</> : <span>{marked}</span>;
}
