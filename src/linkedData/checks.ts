import { z } from 'zod';
import type { LinkedGraph, LinkedNode } from './graph';

/*
 * What a search engine needs of each kind of node to show it as a rich result: the properties
 * Google's structured data documentation lists as required, and those it recommends that our
 * content can always give. A node is checked against the rules of its @type.
 */

const text = z.string().min(1);
const url = z.url();
const reference = z.looseObject({ '@id': url });
const offer = z.looseObject({ price: z.number().min(0), priceCurrency: z.string().regex(/^[A-Z]{3}$/) });

const rulesByType: Record<string, z.ZodType> = {
  EducationalOrganization: z.looseObject({
    name: text,
    url,
    logo: z.looseObject({ url }),
    address: text,
    contactPoint: z.array(z.looseObject({ contactType: text, email: text.optional(), telephone: text.optional() })).min(1),
    sameAs: z.array(url),
  }),
  WebSite: z.looseObject({ name: text, url, publisher: reference }),
  WebPage: z.looseObject({ name: text, url, description: text, isPartOf: reference }),
  BreadcrumbList: z.looseObject({
    itemListElement: z
      .array(z.looseObject({ position: z.number().int().positive(), name: text, item: url.optional() }))
      .min(2)
      .refine((items) => items.slice(0, -1).every((item) => item.item), 'every crumb but the last needs its "item" address'),
  }),
  Course: z.looseObject({
    name: text,
    description: text,
    provider: reference,
    image: url,
    offers: z.looseObject({ category: text }),
    hasCourseInstance: z.looseObject({ courseMode: text, courseSchedule: z.looseObject({ duration: text, repeatFrequency: text }), instructor: z.looseObject({ name: text }) }),
  }),
  Product: z.looseObject({ name: text, description: text, image: url, brand: reference, offers: offer.extend({ availability: url, url }) }),
  FAQPage: z.looseObject({ mainEntity: z.array(z.looseObject({ name: text, acceptedAnswer: z.looseObject({ text }) })).min(1) }),
  VideoObject: z.looseObject({ name: text, description: text, thumbnailUrl: url, uploadDate: z.iso.date(), embedUrl: url }),
  BlogPosting: z.looseObject({ headline: text, datePublished: z.iso.datetime(), image: url, author: z.looseObject({ name: text }) }),
};

/** The node's kind and name, as a problem names it. */
function label(node: LinkedNode): string {
  const { '@type': type, name, headline } = node as { '@type': string; name?: unknown; headline?: unknown };
  const title = typeof name === 'string' ? name : typeof headline === 'string' ? headline : undefined;
  return title ? `${type} "${title}"` : type;
}

/** What one node misses of what its kind needs, one problem per property, as `Kind "name": path: what is wrong`. */
export function nodeProblems(node: LinkedNode): string[] {
  const type = (node as { '@type': string })['@type'];
  const rules = rulesByType[type];
  if (!rules) return [`${type}: no rules for this kind of node`];
  const result = rules.safeParse(node);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const path = issue.path.join('.');
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    return `${label(node)}: ${missing ? `missing "${path}"` : `${path || 'node'}: ${issue.message}`}`;
  });
}

/** Every node of the graph that misses what its kind needs (see nodeProblems). */
export function linkedDataProblems(graph: LinkedGraph, problemsOf: (node: LinkedNode) => string[] = nodeProblems): string[] {
  return graph['@graph'].flatMap(problemsOf);
}
