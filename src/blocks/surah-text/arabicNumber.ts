const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** Ayah numbers as the Arabic text writes them (Arabic-Indic digits), independent of the browser's locale. */
export function arabicNumber(number: number): string {
  return String(number).replace(/\d/g, (digit) => ARABIC_DIGITS[Number(digit)]!);
}
