import { describe, expect, it } from 'vitest';
import { pageGraph } from '../../../src/app/server/renderPage';
import { articleNode } from '../../../src/linkedData/article';
import { linkedDataProblems } from '../../../src/linkedData/checks';
import { linkedGraph, serializeGraph, type LinkedGraph } from '../../../src/linkedData/graph';
import { linkedIds } from '../../../src/linkedData/ids';
import { realSite } from '../support/realSite';
import { without } from '../support/without';


const graphOf = (path: string): LinkedGraph => pageGraph(realSite().routes.find((route) => route.path === path)!, realSite());
const nodesOf = (graph: LinkedGraph, type: string) => graph['@graph'].filter((node) => (node as { '@type': string })['@type'] === type) as Record<string, unknown>[];
const absolute = (path: string) => new URL(path, realSite().site.url).href;

describe('the structured data of every page', () => {
  it('has what each kind of node needs, on every route', () => {
    const problems = realSite().routes.flatMap((route) => linkedDataProblems(pageGraph(route, realSite())).map((problem) => `${route.path}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it('names the academy on every page, with its contact points, logo and social pages, by one id', () => {
    for (const route of realSite().routes) {
      const [academy] = nodesOf(pageGraph(route, realSite()), 'EducationalOrganization');
      expect(academy?.['@id']).toBe(linkedIds.organization(realSite().site));
    }
    const [academy] = nodesOf(graphOf('/'), 'EducationalOrganization');
    expect(academy).toMatchObject({
      name: realSite().site.name,
      url: absolute('/'),
      logo: { url: absolute('/images/logo.png') },
      email: realSite().site.contact.email,
      telephone: realSite().site.contact.phone,
      sameAs: realSite().site.social.map((link) => link.to),
    });
    expect(academy!.contactPoint).toContainEqual(expect.objectContaining({ contactType: 'customer service', email: realSite().site.contact.email }));
  });

  it('gives each page its breadcrumbs as a list, the page itself last and without an address', () => {
    const route = realSite().routes.find((candidate) => candidate.path === '/stones')!;
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

  it("describes a course page as the course from the academy, with its item's facts, taught by its card's instructor", () => {
    const course = realSite().collections.courses.find((item) => item.to === '/tajweed')!;
    const [node, ...others] = nodesOf(graphOf('/tajweed'), 'Course');
    expect(others).toEqual([]);
    expect(node).toMatchObject({
      name: course.courseName,
      url: absolute('/tajweed'),
      provider: { '@id': linkedIds.organization(realSite().site) },
      availableLanguage: course.languages,
      offers: { category: 'Free', price: 0 },
      hasCourseInstance: { courseMode: course.classes.mode, instructor: { name: course.instructor } },
    });
  });

  it('describes a product page as a product with an offer in PKR at the shop price', () => {
    const sold = realSite().collections.products.find((item) => item.to === '/stones')!;
    const [node] = nodesOf(graphOf('/stones'), 'Product');
    expect(node).toMatchObject({ '@id': `${absolute('/stones')}#product`, name: 'Healing Stones', offers: { price: sold.price, priceCurrency: 'PKR' } });
    // A product page the shop does not sell has no price to offer.
    expect(nodesOf(graphOf('/tasbee'), 'Product')).toEqual([]);
  });

  it('lists every shop item as a product, by the same id on every page that shows the shop', () => {
    const ids = (path: string) => nodesOf(graphOf(path), 'Product').map((node) => node['@id']);
    expect(ids('/islamic-jewelry')).toEqual(realSite().collections.products.map((item) => linkedIds.shopItem(realSite().site, item.id)));
    expect(ids('/')).toEqual(ids('/islamic-jewelry'));
    expect(nodesOf(graphOf('/islamic-jewelry'), 'Product').map((node) => (node.offers as { price: unknown }).price)).toEqual(realSite().collections.products.map((item) => item.price));
  });

  it('marks the FAQ as questions with their answers, and the podcasts as videos from the privacy-enhanced player', () => {
    const [faq] = nodesOf(graphOf('/faq'), 'FAQPage');
    expect(faq!.mainEntity).toEqual(
      realSite().collections.faq.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
    );
    const videos = nodesOf(graphOf('/podcast'), 'VideoObject');
    expect(videos.map((video) => video.name)).toEqual(realSite().collections.podcasts.map((item) => item.title));
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
      linkedIds.organization(realSite().site),
    );
    expect(linkedDataProblems(linkedGraph([post]))).toEqual([]);
  });

  it('keep a text that looks like a closing tag inside the script', () => {
    const graph = linkedGraph([{ '@type': 'WebPage', name: '</script><script>alert(1)</script>' }]);
    expect(serializeGraph(graph)).not.toContain('</script>');
    expect(JSON.parse(serializeGraph(graph))).toEqual(graph);
  });
});
