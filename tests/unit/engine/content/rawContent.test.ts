import { describe, expect, it } from 'vitest';
import { itemsById, routeEntries, writtenPaths } from '../../../../scripts/engine/content/rawContent';

/*
 * pages.yaml and the collections read as plain data, before they are validated: what is not yet
 * of the right kind is passed over here, as its own error names it.
 */

describe('the paths a route entry declares', () => {
  it('are its path, then each alias, with where each is written', () => {
    expect(writtenPaths({ path: '/team', aliases: ['/instructors', '/staff'], title: 'Team' })).toEqual([
      { path: '/team', at: ['path'] },
      { path: '/instructors', at: ['aliases', 0] },
      { path: '/staff', at: ['aliases', 1] },
    ]);
  });

  it('pass over what is not a text, keeping each alias at its own place', () => {
    expect(writtenPaths({ path: 12, aliases: [3, '/staff', null] })).toEqual([{ path: '/staff', at: ['aliases', 1] }]);
    expect(writtenPaths({ path: '/team', aliases: '/staff' })).toEqual([{ path: '/team', at: ['path'] }]);
  });

  it('are none for an entry that is not a set of fields', () => {
    expect(writtenPaths('/team')).toEqual([]);
    expect(writtenPaths(null)).toEqual([]);
    expect(writtenPaths(['/team'])).toEqual([]);
  });
});

describe('the routes list', () => {
  it('is the list under routes:, or none when there is no list there', () => {
    expect(routeEntries({ routes: [{ path: '/' }] })).toEqual([{ path: '/' }]);
    expect(routeEntries({ routes: { path: '/' } })).toBeUndefined();
    expect(routeEntries({ rutes: [] })).toBeUndefined();
    expect(routeEntries(null)).toBeUndefined();
    expect(routeEntries('routes')).toBeUndefined();
  });
});

describe('a collection\'s items by id', () => {
  it('are each item as validated where it is valid, as written where it is not, and leave out items without a text id', () => {
    const written = [{ id: 'a', name: ' A ' }, { id: 'b', name: 12 }, { name: 'no id' }, { id: 3 }, 'text', null];
    const valid = [{ id: 'a', name: 'A' }];
    const byId = itemsById(written, valid);
    expect([...byId.keys()]).toEqual(['a', 'b']);
    expect(byId.get('a')).toBe(valid[0]);
    expect(byId.get('b')).toBe(written[1]);
  });
});
