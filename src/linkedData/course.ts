import type { Course } from 'schema-dts';
import type { NodeOf } from './graph';
import type { Course as CourseItem } from '../schema/collections/courses';
import type { SiteSettings } from '../schema/site';
import { absoluteUrl, linkedIds } from './ids';

/**
 * A course as its own page describes it: taught online, one to one, in 30-minute classes, free of
 * charge as every course card says; the teacher is the card's instructor.
 */
export function courseNode(course: CourseItem, description: string, site: SiteSettings): NodeOf<Course> {
  const url = absoluteUrl(course.to, site);
  return {
    '@type': 'Course',
    '@id': linkedIds.course(url),
    url,
    name: course.courseName,
    description,
    image: absoluteUrl(course.image.src, site),
    inLanguage: site.language,
    availableLanguage: ['English', 'Urdu'],
    provider: { '@id': linkedIds.organization(site) },
    offers: { '@type': 'Offer', category: 'Free', price: 0, priceCurrency: 'PKR', url },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      courseSchedule: { '@type': 'Schedule', duration: 'PT30M', repeatFrequency: 'Weekly', repeatCount: 4 },
      instructor: { '@type': 'Person', name: course.instructor },
    },
  };
}
