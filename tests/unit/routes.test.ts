import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { indexRoutes, specRoutes } from '../support/specRoutes';

const declared = (parse(readFileSync('pages.yaml', 'utf8')) as { routes: { path: string; aliases?: string[] }[] }).routes;
const paths = new Set(declared.flatMap((route) => [route.path, ...(route.aliases ?? [])]));

describe('pages.yaml', () => {
  it('declares every route of SPEC.md', () => {
    expect(specRoutes.filter((path) => !paths.has(path))).toEqual([]);
  });

  it('declares the not-found route and the index pages that breadcrumbs point to', () => {
    expect(paths.has('*')).toBe(true);
    expect(indexRoutes.filter((path) => !paths.has(path))).toEqual([]);
  });

  it('keeps /Instructors canonical and lets /instructors reach it (DECISIONS.md row 15)', () => {
    const team = declared.find((route) => route.path === '/Instructors');
    expect(team?.aliases).toContain('/instructors');
  });
});
