import { beforeAll, describe, expect, it } from 'vitest';
import { pageGraph } from '../../src/app/renderPage';
import { loadSite, type SiteContent } from '../../scripts/content/loadSite';
import { articleNode } from '../../src/linkedData/article';
import { linkedDataProblems } from '../../src/linkedData/checks';
import { linkedGraph, serializeGraph, type LinkedGraph } from '../../src/linkedData/graph';
import { linkedIds } from '../../src/linkedData/ids';
import { without } from './support/without';

let content: SiteContent;

beforeAll(() => {
  content = loadSite(process.cwd()).data!;
});

const graphOf = (path: string): LinkedGraph => pageGraph(content.routes.find((route) => route.path === path)!, content);
const nodesOf = (graph: LinkedGraph, type: string) => graph['@graph'].filter((node) => (node as { '@type': string })['@type'] === type) as Record<string, unknown>[];
const absolute = (path: string) => new URL(path, content.site.url).href;

describe('the structured data of every page', () => {
  it('has what each kind of node needs, on every route', () => {
    const problems = content.routes.flatMap((route) => linkedDataProblems(pageGraph(route, content)).map((problem) => `${route.path}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it('names the academy on every page, with its contact points, logo and social pages, by one id', () => {
    for (const route of content.routes) {
      const [academy] = nodesOf(pageGraph(route, content), 'EducationalOrganization');
      expect(academy?.['@id']).toBe(linkedIds.organization(content.site));
    }
    const [academy] = nodesOf(graphOf('/'), 'EducationalOrganization');
    expect(academy).toMatchObject({
      name: content.site.name,
      url: absolute('/'),
      logo: { url: absolute('/images/logo.png') },
      email: content.site.contact.email,
      telephone: content.site.contact.phone,
      sameAs: content.site.social.map((link) => link.to),
    });
    expect(academy!.contactPoint).toContainEqual(expect.objectContaining({ contactType: 'customer service', email: content.site.contact.email }));
  });

  it('gives each page its breadcrumbs as a list, the page itself last and without an address', () => {
    const route = content.routes.find((candidate) => candidate.path === '/stones')!;
    const [trail] = nodesOf(graphOf('/stones'), 'BreadcrumbList');
    expect(trail!.itemListElement).toEqual(
      route.breadcrumbs!.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.label, ...(crumb.to ? { item: absolute(crumb.to) } : {}) })),
    );
    const [page] = nodesOf(graphOf('/stones'), 'WebPage');
    expect(page!.breadcrumb).toEqual({ '@id': trail!['@id'] });
    // A heading in the trail with no page of its own ("eLibrary") is not a step a search engine can link.
    const [reader] = nodesOf(graphOf('/read-quran'), 'BreadcrumbList');
    expect(reader!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: absolute('/') },
      { '@type': 'ListItem', position: 2, name: 'Read Quran' },
    ]);
  });

  it("describes a course page as a free online course from the academy, taught by its card's instructor", () => {
    const course = content.collections.courses.find((item) => item.to === '/tajweed')!;
    const [node, ...others] = nodesOf(graphOf('/tajweed'), 'Course');
    expect(others).toEqual([]);
    expect(node).toMatchObject({
      name: course.courseName,
      url: absolute('/tajweed'),
      provider: { '@id': linkedIds.organization(content.site) },
      offers: { category: 'Free', price: 0 },
      hasCourseInstance: { courseMode: 'Online', instructor: { name: course.instructor } },
    });
  });

  it('describes a product page as a product with an offer in PKR at the shop price', () => {
    const sold = content.collections.products.find((item) => item.to === '/stones')!;
    const [node] = nodesOf(graphOf('/stones'), 'Product');
    expect(node).toMatchObject({ '@id': `${absolute('/stones')}#product`, name: 'Healing Stones', offers: { price: sold.price, priceCurrency: 'PKR' } });
    // A product page the shop does not sell has no price to offer.
    expect(nodesOf(graphOf('/tasbee'), 'Product')).toEqual([]);
  });

  it('lists every shop item as a product, by the same id on every page that shows the shop', () => {
    const ids = (path: string) => nodesOf(graphOf(path), 'Product').map((node) => node['@id']);
    expect(ids('/islamic-jewelry')).toEqual(content.collections.products.map((item) => linkedIds.shopItem(content.site, item.id)));
    expect(ids('/')).toEqual(ids('/islamic-jewelry'));
    expect(nodesOf(graphOf('/islamic-jewelry'), 'Product').map((node) => (node.offers as { price: unknown }).price)).toEqual(content.collections.products.map((item) => item.price));
  });

  it('marks the FAQ as questions with their answers, and the podcasts as videos from the privacy-enhanced player', () => {
    const [faq] = nodesOf(graphOf('/faq'), 'FAQPage');
    expect(faq!.mainEntity).toEqual(
      content.collections.faq.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
    );
    const videos = nodesOf(graphOf('/podcast'), 'VideoObject');
    expect(videos.map((video) => video.name)).toEqual(content.collections.podcasts.map((item) => item.title));
    for (const video of videos) expect(video.embedUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
  });
});

describe('the structured data checks', () => {
  it('name the node and the property a search engine needs', () => {
    const [course] = nodesOf(graphOf('/tajweed'), 'Course');
    expect(linkedDataProblems(linkedGraph([without(course!, 'hasCourseInstance') as never]))).toEqual(['Course "Tajweed": missing "hasCourseInstance"']);
    const [product] = nodesOf(graphOf('/stones'), 'Product');
    expect(linkedDataProblems(linkedGraph([{ ...product, offers: { ...(product!.offers as object), priceCurrency: 'rupees' } } as never]))).toEqual([
      expect.stringMatching(/^Product "Healing Stones": offers\.priceCurrency: /),
    ]);
  });

  it('accept a blog post as the blog page describes it', () => {
    const post = articleNode(
      { id: '-Nabc', title: 'Eid timings', content: 'Classes pause for Eid.', author: 'Ali', date: '2026-04-01T09:00:00.000Z', image: absolute('/img/announce1.jpg') },
      absolute('/blog'),
      linkedIds.organization(content.site),
    );
    expect(linkedDataProblems(linkedGraph([post]))).toEqual([]);
  });

  it('keep a text that looks like a closing tag inside the script', () => {
    const graph = linkedGraph([{ '@type': 'WebPage', name: '</script><script>alert(1)</script>' }]);
    expect(serializeGraph(graph)).not.toContain('</script>');
    expect(JSON.parse(serializeGraph(graph))).toEqual(graph);
  });
});
