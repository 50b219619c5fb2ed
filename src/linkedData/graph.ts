import type { Thing } from 'schema-dts';

/** A schema.org type as a node of a graph (schema-dts lets every type be a plain text too). */
export type NodeOf<T> = Exclude<T, string>;

/** One schema.org node of a page's graph; every node that others point at has a stable `@id`. */
export type LinkedNode = NodeOf<Thing>;

export interface LinkedGraph {
  readonly '@context': 'https://schema.org';
  readonly '@graph': readonly LinkedNode[];
}

const idOf = (node: LinkedNode): string | undefined => (node as { '@id'?: string })['@id'];

/** The page's nodes as one graph; a node contributed twice (the same @id) is kept once. */
export function linkedGraph(nodes: readonly LinkedNode[]): LinkedGraph {
  const seen = new Set<string>();
  const unique = nodes.filter((node) => {
    const id = idOf(node);
    if (id === undefined) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  return { '@context': 'https://schema.org', '@graph': unique };
}

/** The graph as the text of a `<script type="application/ld+json">`: `<` is escaped, so no text in it can end the script. */
export function serializeGraph(graph: LinkedGraph): string {
  return JSON.stringify(graph).replace(/</g, '\\u003c');
}
