import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { testimonialsExamples } from '../../../../src/blocks/testimonials/examples';
import { describeExamples } from '../../support/blockExamples';
import { itemsOfFirstList } from '../../support/pageQueries';
import { contentFile } from '../../support/realSite';

describeExamples(testimonialsExamples, {
  default: (view, { heading }) => {
    // `items: all` in the default carousel: one slide per testimonial, the first one showing.
    const testimonials = contentFile('testimonials');
    const carousel = within(view).getByRole('region', { name: heading });
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(testimonials.map((_, index) => `${index + 1} of ${testimonials.length}`));
    testimonials.forEach((testimonial, index) => {
      const slide = slides[index]!;
      expect(within(slide).getByText(testimonial.quote)).toBeTruthy();
      expect(within(slide).getByText(testimonial.name)).toBeTruthy();
      expect(within(slide).getByText(testimonial.role)).toBeTruthy();
    });
    expect(within(carousel).getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([`1 of ${testimonials.length}`]);
    expect(within(carousel).getAllByRole('button', { name: /^Show testimonial/ })).toHaveLength(testimonials.length);
    expect(within(carousel).getByRole('button', { name: 'Show testimonial 1' }).getAttribute('aria-current')).toBe('true');
  },

  grid: (view, { intro, items: ids }) => {
    // Every chosen testimonial at once, in the block's order: nothing to rotate, nothing to press.
    const all = contentFile('testimonials');
    const testimonials = ids.map((id) => all.find((testimonial) => testimonial.id === id)!);
    expect(within(view).getByText(intro)).toBeTruthy();
    expect(within(view).queryByRole('region')).toBeNull();
    expect(within(view).queryByRole('button')).toBeNull();
    const cards = itemsOfFirstList(view);
    expect(cards).toHaveLength(testimonials.length);
    testimonials.forEach((testimonial, index) => {
      const card = cards[index]!;
      expect(within(card).getByText(testimonial.quote)).toBeTruthy();
      expect(within(card).getByText(testimonial.name)).toBeTruthy();
      expect(within(card).getByText(testimonial.role)).toBeTruthy();
    });
  },
});
