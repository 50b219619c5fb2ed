/** The database's push-id alphabet, in ASCII order so that ids sort by creation time. */
const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

/**
 * A 20-character, time-ordered id in the Realtime Database's push-id format: 8 characters of the
 * millisecond time, then 12 random ones, so the local store's ids look and sort like the database's.
 */
export function pushId(now: number, random: () => number = Math.random): string {
  let time = now;
  let head = '';
  for (let index = 0; index < 8; index++) {
    head = PUSH_CHARS.charAt(time % 64) + head;
    time = Math.floor(time / 64);
  }
  let tail = '';
  for (let index = 0; index < 12; index++) tail += PUSH_CHARS.charAt(Math.floor(random() * 64));
  return head + tail;
}
