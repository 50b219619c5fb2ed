import type { Course } from 'schema-dts';
import type { NodeOf } from './graph';
import type { Course as CourseItem } from '../schema/collections/courses';
import type { SiteSettings } from '../schema/site';
import { absoluteUrl, linkedIds } from './ids';

/**
 * A course as its own page describes it, from its item in content/courses.yaml: its price (in
 * rupees, as the shop's; a free course says so), the languages it is taught in, how its classes
 * are given, and the card's instructor as the teacher.
 */
export function courseNode(course: CourseItem, description: string, site: SiteSettings, language: string): NodeOf<Course> {
  const url = absoluteUrl(course.to, site);
  return {
    '@type': 'Course',
    '@id': linkedIds.course(url),
    url,
    name: course.courseName,
    description,
    image: absoluteUrl(course.image.src, site),
    inLanguage: language,
    availableLanguage: [...course.languages],
    provider: { '@id': linkedIds.organization(site) },
    offers: { '@type': 'Offer', ...(course.price === 0 ? { category: 'Free' } : {}), price: course.price, priceCurrency: 'PKR', url },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: course.classes.mode,
      courseSchedule: { '@type': 'Schedule', duration: `PT${course.classes.minutes}M`, repeatFrequency: course.classes.repeat, repeatCount: course.classes.times },
      instructor: { '@type': 'Person', name: course.instructor },
    },
  };
}
