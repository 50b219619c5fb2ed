/** Days to the first of each month of the Persian year: six months of 31 days, five of 30, then Esfand. */
const DAYS_BEFORE_MONTH = [0, 31, 62, 93, 124, 155, 186, 216, 246, 276, 306, 336];

/** 1 Farvardin of year 1 is 492,268 days before 1 January 1970. */
const EPOCH_OFFSET = 492_268;

const floorDivide = (dividend: number, divisor: number) => Math.floor(dividend / divisor);

/**
 * A Gregorian calendar date (month 1 to 12) as the Persian (Solar Hijri) calendar numbers it, by the
 * 33-year rule of leap years that ICU applies. ICU corrects that rule by astronomy from the year
 * 1503 (March 2124) on; dates before then agree with it.
 */
export function persianDate(year: number, month: number, day: number): { year: number; month: number; day: number } {
  const days = Date.UTC(year, month - 1, day) / 86_400_000 + EPOCH_OFFSET;
  const persianYear = 1 + floorDivide(33 * days + 3, 12_053);
  const dayOfYear = days - (365 * (persianYear - 1) + floorDivide(8 * persianYear + 21, 33));
  const persianMonth = dayOfYear < 216 ? Math.floor(dayOfYear / 31) : Math.floor((dayOfYear - 6) / 30);
  return { year: persianYear, month: persianMonth + 1, day: dayOfYear - DAYS_BEFORE_MONTH[persianMonth]! + 1 };
}
