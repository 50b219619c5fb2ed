import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { legalSectionsBlock } from '../../../../src/blocks/legal-sections/schema';
import { withValidationContext } from '../../../../src/schema/context';
import { splitSections } from '../../../../src/schema/markdownSections';
import { smallSiteContext } from '../../support/validationContext';

describe('legal sections', () => {
  const file = 'Intro for {{name}}.\n\n## Information We Collect\n\nYour name.\n\n## Governing Law\n\nThe laws of {{legal.state}}, {{legal.country}}. [Contact us](/contact).\n';

  it('split at "## " headings, with each part rendered and the site settings quoted', () => {
    const block = withValidationContext(smallSiteContext({ readText: (path) => (path === 'texts/legal/x.md' ? file : undefined) }), () =>
      legalSectionsBlock.parse({ type: 'legal-sections', markdown: { file: 'texts/legal/x.md' } }),
    );
    expect(block.markdown.intro).toBe('<p>Intro for Test Academy.</p>\n');
    expect(block.markdown.sections.map((section) => section.title)).toEqual(['Information We Collect', 'Governing Law']);
    expect(block.markdown.sections[1]!.html).toContain('The laws of Punjab, Pakistan.');
  });

  it('report a link to no route and a setting that does not exist', () => {
    const result = withValidationContext(smallSiteContext(), () =>
      legalSectionsBlock.safeParse({ type: 'legal-sections', markdown: '## One\n\n[x](/nowhere) in {{legal.county}}' }),
    );
    const messages = result.error?.issues.map((issue) => issue.message).join('\n') ?? '';
    expect(messages).toContain('"{{legal.county}}" names no site setting');
    expect(messages).toContain('the link "/nowhere" in this Markdown is not a route');
  });

  it('report a missing file', () => {
    const result = withValidationContext(smallSiteContext(), () => legalSectionsBlock.safeParse({ type: 'legal-sections', markdown: { file: 'texts/legal/none.md' } }));
    expect(result.error?.issues[0]?.message).toBe('file "content/texts/legal/none.md" does not exist');
  });

  it('are 10 in the privacy policy and 13 in the terms, which quote the jurisdiction instead of naming it', () => {
    const privacy = readFileSync('content/texts/legal/privacy.md', 'utf8');
    const terms = readFileSync('content/texts/legal/terms.md', 'utf8');
    expect(splitSections(privacy).sections).toHaveLength(10);
    expect(splitSections(terms).sections).toHaveLength(13);
    expect(privacy).toMatch(/not intended for children under 13/);
    for (const text of [privacy, terms]) {
      expect(text).toContain('{{legal.country}}');
      expect(text).toContain('{{legal.state}}');
      expect(text).toContain('{{legal.supportEmail}}');
      expect(text).toContain('{{legal.supportPhone}}');
    }
  });
});
