import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { BlockRenderer } from '../../src/blocks/BlockRenderer';
import { blockExamples } from '../../src/blocks/examples';
import { loadBlockComponents } from '../../src/blocks/loadedBlocks';
import { blockLoaders } from '../../src/blocks/registry';
import { blockSchema, blockSchemas } from '../../src/blocks/schemas';
import { SiteSettingsProvider } from '../../src/app/siteSettings';
import { siteSettingsSchema } from '../../src/schema/site';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';

/** The settings some blocks read (the WhatsApp number), from the validator's small fixture site. */
const site = siteSettingsSchema.parse(parse(readFileSync(new URL('./fixtures/site/pages.yaml', import.meta.url), 'utf8')).site);

const page = {
  path: '/example',
  title: 'Example page',
  breadcrumbs: [{ label: 'Home', to: '/' }, { label: 'Example page' }],
};

/** Every text an editor wrote in the example, so the render test can look for each. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') {
    // Paths, Markdown syntax, and single lowercase tokens (ids, `all`, enum values) are not visible texts.
    const isVisibleText = !value.startsWith('/') && !value.includes('*') && !value.includes('[') && !/^[a-z0-9-]+$/.test(value);
    return isVisibleText ? [value] : [];
  }
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (['type', 'src', 'to', 'variant', 'alt'].includes(key) ? [] : textsOf(inner)));
  }
  return [];
}

beforeAll(() => loadBlockComponents(blockSchemas.map((schema) => schema.shape.type.value)));

describe('block registry', () => {
  it('has a component and an example for every block schema', () => {
    const types = blockSchemas.map((schema) => schema.shape.type.value);
    expect(Object.keys(blockLoaders).sort()).toEqual([...types].sort());
    expect(Object.keys(blockExamples).sort()).toEqual([...types].sort());
  });
});

describe.each(Object.entries(blockExamples))('the %s block', (type, example) => {
  it('accepts its own example', () => {
    const result = blockSchema.safeParse(example);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('renders its example with every text in it', () => {
    const block = blockSchema.parse(example);
    const html = renderToString(
      <SiteSettingsProvider site={site}>
        <MemoryRouter>
          <BlockRenderer blocks={[block]} page={page} />
        </MemoryRouter>
      </SiteSettingsProvider>,
    );
    const visible = html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
    for (const text of textsOf(example)) {
      const plain = text.replace(/\*\*|\[|\]\([^)]*\)|^- /gm, '').replace(/\n+/g, ' ');
      for (const line of plain.split(/\s*-\s+|\n/).filter(Boolean)) expect(visible).toContain(line.trim());
    }
    expect(type).toBe(block.type);
  });
});
