// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CourseCards } from '../../../../src/blocks/course-cards/CourseCards';
import { courseCardsBlock } from '../../../../src/blocks/course-cards/schema';
import type { Course } from '../../../../src/schema/collections/courses';
import { testSite } from '../../support/site';
import { englishLocale } from '../../support/locale';

const page = { path: '/example', title: 'Example' };

afterEach(() => {
  cleanup();
});

describe('course cards', () => {
  const course = (id: string, rating: 4 | 5): Course => ({
    id,
    courseName: `Course ${id}`,
    instructor: 'A Teacher',
    rating,
    reviews: rating * 24,
    students: '80',
    price: 0,
    duration: 'Flexible',
    image: { src: '/images/x.svg', alt: 'x', width: 4, height: 3 },
    to: `/${id}`,
    summary: 'x',
    description: 'x',
    subtitle: 'x',
    headline: 'x',
    pitch: 'x',
    languages: ['English'],
    classes: { mode: 'Online', minutes: 30, repeat: 'Weekly', times: 4 },
  });

  it('shows as many stars as the rating, the review count, Free, Flexible and the students', () => {
    const block = { ...courseCardsBlock.parse({ type: 'course-cards', items: 'all' }), items: [course('four', 4), course('five', 5)] };
    render(
      <CourseCards block={block} page={page} site={testSite()} firstView={false} locale={englishLocale} />,
    );
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const four = within(cards[0]!);
    expect(four.getByRole('img', { name: 'Rated 4 out of 5' }).querySelectorAll('svg')).toHaveLength(4);
    expect(four.getByText('(96 reviews)')).toBeTruthy();
    expect(four.getByText('Free')).toBeTruthy();
    expect(four.getByText('Flexible')).toBeTruthy();
    expect(four.getByText('80 Students')).toBeTruthy();
    expect(four.getByRole('link', { name: 'Course four' }).getAttribute('href')).toBe('/four');
    const five = within(cards[1]!);
    expect(five.getByRole('img', { name: 'Rated 5 out of 5' }).querySelectorAll('svg')).toHaveLength(5);
    expect(five.getByText('(120 reviews)')).toBeTruthy();
  });

  it('writes one review in the singular, and a price in rupees for a course that is not free', () => {
    const block = { ...courseCardsBlock.parse({ type: 'course-cards', items: 'all' }), items: [{ ...course('paid', 5), reviews: 1, price: 1500 }] };
    render(<CourseCards block={block} page={page} site={testSite()} firstView={false} locale={englishLocale} />);
    expect(screen.getByText('(1 review)')).toBeTruthy();
    expect(screen.getByText('1,500 Pkr')).toBeTruthy();
  });

  it('leaves out the course whose page it is on', () => {
    const block = { ...courseCardsBlock.parse({ type: 'course-cards', items: 'all' }), items: [course('four', 4), course('five', 5)] };
    render(
      <CourseCards block={block} page={{ path: '/five', title: 'Five' }} site={testSite()} firstView={false} locale={englishLocale} />,
    );
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});
