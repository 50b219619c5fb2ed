import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { courseCardsExamples } from '../../../../src/blocks/course-cards/examples';
import { describeExamples, type ExampleOf } from '../../support/blockExamples';
import { expectLink } from '../../support/pageQueries';
import { contentFile } from '../../support/realSite';

/** A card for each course the example picks from content/courses.yaml (all of them, in the file's order, or the ids it names). */
function showsTheCourses(view: HTMLElement, { heading, items: picked }: ExampleOf<'course-cards'>) {
  const all = contentFile('courses');
  const courses = picked === 'all' ? all : picked.map((id) => all.find((course) => course.id === id)!);
  expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(heading);
  const cards = within(view).getAllByRole('article');
  expect(cards).toHaveLength(courses.length);
  courses.forEach((course, index) => {
    const card = cards[index]!;
    expectLink(card, course.courseName, course.to);
    expect(within(card).getByRole('img', { name: `Rated ${course.rating} out of 5` })).toBeTruthy();
    // The review count a card shows is always its rating times 24.
    expect(within(card).getByText(`(${course.rating * 24} reviews)`)).toBeTruthy();
    expect(within(card).getByText(course.instructor)).toBeTruthy();
    expect(within(card).getByText(`${course.students} Students`)).toBeTruthy();
    expect(card.textContent).toContain('Price: Free');
    expect(card.textContent).toContain('Duration: Flexible');
    expect(within(card).getByRole('img', { name: course.image.alt })).toBeTruthy();
  });
}

describeExamples(courseCardsExamples, {
  default: showsTheCourses,
  chosenCourses: showsTheCourses,
});
