/** A course card shows its rating times 24 as the number of reviews. */
export const REVIEWS_PER_RATING_POINT = 24;

export function reviewCount(rating: number): number {
  return rating * REVIEWS_PER_RATING_POINT;
}
