import { describe, expect, it } from 'vitest';
import { speculationRules } from '../../../src/hosting/speculationRules';

describe('the speculation rules', () => {
  it('prerender a page of the site once the visitor moves to follow its link, but not the paths given, nor files', () => {
    expect(JSON.parse(speculationRules(['/login', '/write'], ['']))).toEqual({
      prerender: [
        {
          where: {
            and: [
              { href_matches: '/*' },
              { not: { href_matches: '/login' } },
              { not: { href_matches: '/write' } },
              { not: { href_matches: '/*.:extension(pdf|svg|png|jpg|json|xml|txt)' } },
            ],
          },
          eagerness: 'moderate',
        },
      ],
    });
  });

  it("leave out the paths given at their address in every language, from the languages' prefixes", () => {
    const [rule] = (JSON.parse(speculationRules(['/', '/login'], ['', '/ur', '/ar'])) as { prerender: { where: { and: unknown[] } }[] }).prerender;
    expect(rule!.where.and.slice(1, -1)).toEqual(['/', '/login', '/ur/', '/ur/login', '/ar/', '/ar/login'].map((path) => ({ not: { href_matches: path } })));
  });

  it('leave out no page when none is given', () => {
    const [rule] = (JSON.parse(speculationRules([], ['', '/ur'])) as { prerender: { where: { and: unknown[] } }[] }).prerender;
    expect(rule!.where.and).toEqual([{ href_matches: '/*' }, { not: { href_matches: '/*.:extension(pdf|svg|png|jpg|json|xml|txt)' } }]);
  });
});
