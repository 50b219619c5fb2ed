import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { galleryExamples } from '../../../../src/blocks/gallery/examples';
import { describeExamples } from '../../support/blockExamples';

describeExamples(galleryExamples, {
  default: (view, { heading, images }) => {
    expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(heading);
    expect(within(view).getAllByRole('img').map((image) => [image.getAttribute('src'), image.getAttribute('alt')])).toEqual(images.map((image) => [image.src, image.alt]));
  },
});
