import { describe, expect, it } from 'vitest';
import { parseYamlSource } from '../../scripts/content/yamlSource';
import { expandTemplates } from '../../scripts/content/templates';
import { readFileSync } from 'node:fs';
import { indexRoutes, specRoutes } from '../support/specRoutes';

// The routes as built: the written ones and the pages the templates make from the collections.
const { source } = parseYamlSource('pages.yaml', readFileSync('pages.yaml', 'utf8'));
const declared = (expandTemplates(process.cwd(), source).data as { routes: { path: string; aliases?: string[] }[] }).routes;
const paths = new Set(declared.flatMap((route) => [route.path, ...(route.aliases ?? [])]));

describe('pages.yaml', () => {
  it('declares every route of the site', () => {
    expect(specRoutes.filter((path) => !paths.has(path))).toEqual([]);
  });

  it('declares the not-found route and the index pages that breadcrumbs point to', () => {
    expect(paths.has('*')).toBe(true);
    expect(indexRoutes.filter((path) => !paths.has(path))).toEqual([]);
  });

  it('keeps /Instructors canonical and lets /instructors reach it', () => {
    const team = declared.find((route) => route.path === '/Instructors');
    expect(team?.aliases).toContain('/instructors');
  });
});
