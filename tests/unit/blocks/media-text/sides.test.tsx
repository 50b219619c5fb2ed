import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MediaText } from '../../../../src/blocks/media-text/MediaText';
import * as mediaTextStyles from '../../../../src/blocks/media-text/mediaText.css';
import { mediaTextBlock } from '../../../../src/blocks/media-text/schema';
import { testSite } from '../../support/site';
import { englishLocale } from '../../support/locale';

const page = { path: '/ring', title: 'Silver Rings' };

describe('the media-text block', () => {
  const item = (title: string) => ({ title, markdown: `About ${title}.`, image: { src: '/images/x.svg', alt: title, width: 4, height: 3 } });
  const sides = (input: object) => {
    const html = renderToString(<MediaText block={mediaTextBlock.parse({ type: 'media-text', items: ['A', 'B', 'C'].map(item), ...input })} page={page} site={testSite()} firstView={false} locale={englishLocale} />);
    return [...html.matchAll(/<article class="([^"]+)"/g)].map(([, classes]) =>
      classes!.includes(mediaTextStyles.item({ imageSide: 'end' }).split(' ').at(-1)!) ? 'end' : 'start',
    );
  };

  it('alternates the image side, starting with the image unless told otherwise', () => {
    expect(sides({})).toEqual(['start', 'end', 'start']);
    expect(sides({ start: 'text' })).toEqual(['end', 'start', 'end']);
    expect(sides({ alternate: false })).toEqual(['start', 'start', 'start']);
  });
});
