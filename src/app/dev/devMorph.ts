import { ISLAND_TAG, islandAttributes } from '../island/islandElement';

/**
 * Changes a page in place into a newer rendering of it, touching only what differs, so that scroll,
 * focus, typed input and islands survive a content edit in the dev server. Nodes are matched by
 * position and kind; an island is kept, wherever it moved among its siblings, while its block type
 * and props are the same (React owns what is inside it), and replaced when they changed.
 */

/** Elements that scripts add and the server never writes (Vite's error overlay): left where they are. */
const FOREIGN = new Set(['vite-error-overlay']);

/** Attributes the visitor changes (an opened <details>), which the server's HTML never has. */
const VISITOR_ATTRIBUTES = new Set(['open']);

/** What the server writes on the root element: the page's language, its direction and typeface. Scripts add others (the reader's text size), which stay. */
const ROOT_ATTRIBUTES = ['lang', 'dir', 'data-font'];

/** Head elements that follow the page's content; the rest (Vite's styles and scripts) are left alone. */
const HEAD_CONTENT = 'title, meta[name], meta[property], link[rel="canonical"], link[rel="preload"], script[type="application/ld+json"]';

const isElement = (node: Node | null): node is Element => node?.nodeType === Node.ELEMENT_NODE;

function islandKey(node: Node): string | undefined {
  if (!isElement(node) || node.localName !== ISLAND_TAG) return undefined;
  return `${node.getAttribute(islandAttributes.block)}\n${node.nextElementSibling?.textContent ?? ''}`;
}

function managed(node: Node | null): Node | null {
  let current = node;
  while (current && isElement(current) && FOREIGN.has(current.localName)) current = current.nextSibling;
  return current;
}

function syncAttributes(old: Element, fresh: Element): void {
  for (const { name } of [...old.attributes]) {
    if (!fresh.hasAttribute(name) && !VISITOR_ATTRIBUTES.has(name)) old.removeAttribute(name);
  }
  for (const { name, value } of [...fresh.attributes]) if (old.getAttribute(name) !== value) old.setAttribute(name, value);
}

/** The islands in a node just put into the page, which need waking. */
function islandsIn(node: Node): HTMLElement[] {
  if (!isElement(node)) return [];
  const found = [...node.querySelectorAll<HTMLElement>(ISLAND_TAG)];
  return node.localName === ISLAND_TAG ? [node as HTMLElement, ...found] : found;
}

function morphNode(old: Node, fresh: Node, added: HTMLElement[]): void {
  if (!isElement(old) || !isElement(fresh)) {
    if (old.nodeValue !== fresh.nodeValue) old.nodeValue = fresh.nodeValue;
    return;
  }
  syncAttributes(old, fresh);
  morphChildren(old, fresh, added);
}

function morphChildren(oldParent: Element, freshParent: Element, added: HTMLElement[]): void {
  const document = oldParent.ownerDocument;
  const oldIslands = new Map<string, Element[]>();
  for (const child of oldParent.children) {
    const key = islandKey(child);
    if (key !== undefined) oldIslands.set(key, [...(oldIslands.get(key) ?? []), child]);
  }
  let cursor = managed(oldParent.firstChild);
  const insert = (fresh: Node) => {
    const node = document.importNode(fresh, true);
    oldParent.insertBefore(node, cursor);
    added.push(...islandsIn(node));
  };
  for (const fresh of [...freshParent.childNodes]) {
    const key = islandKey(fresh);
    if (key !== undefined) {
      const kept = oldIslands.get(key)?.shift();
      if (!kept) insert(fresh);
      else if (kept === cursor) cursor = managed(cursor.nextSibling);
      else oldParent.insertBefore(kept, cursor);
    } else if (cursor?.nodeType === fresh.nodeType && cursor.nodeName === fresh.nodeName && islandKey(cursor) === undefined) {
      morphNode(cursor, fresh, added);
      cursor = managed(cursor.nextSibling);
    } else {
      insert(fresh);
    }
  }
  while (cursor) {
    const following = managed(cursor.nextSibling);
    oldParent.removeChild(cursor);
    cursor = following;
  }
}

function morphHead(head: HTMLHeadElement, fresh: HTMLHeadElement): void {
  const old = [...head.querySelectorAll(HEAD_CONTENT)];
  const wanted = [...fresh.querySelectorAll(HEAD_CONTENT)];
  if (old.map((node) => node.outerHTML).join('\n') === wanted.map((node) => node.outerHTML).join('\n')) return;
  const anchor = old[0] ?? null;
  for (const node of wanted) head.insertBefore(head.ownerDocument.importNode(node, true), anchor);
  for (const node of old) node.remove();
}

/** Morphs `page` into `fresh`; returns the islands it put in, which are not yet awake. */
export function morphPage(page: Document, fresh: Document): HTMLElement[] {
  const added: HTMLElement[] = [];
  for (const name of ROOT_ATTRIBUTES) {
    const value = fresh.documentElement.getAttribute(name);
    if (value === null) page.documentElement.removeAttribute(name);
    else if (page.documentElement.getAttribute(name) !== value) page.documentElement.setAttribute(name, value);
  }
  morphHead(page.head, fresh.head);
  morphChildren(page.body, fresh.body, added);
  return added;
}
