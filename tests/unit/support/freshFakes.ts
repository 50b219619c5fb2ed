import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For a file whose module boundary is faked (`fake`, hoisted beside its `vi.mock`): every test starts
 * on a clock stopped at `now`, with every fake answering nothing until told (by the test, or by the
 * file's own `beforeEach` after this call), and ends with what it drew unmounted and the real
 * clock back.
 */
export function freshFakesEachTest(fake: Readonly<Record<string, { mockReset(): unknown }>>, now: number): void {
  beforeEach(() => {
    vi.useFakeTimers({ now });
    for (const mock of Object.values(fake)) mock.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
}
