/** A price in Pakistani rupees as the shop and its order messages write it: "100 Pkr". */
export function formatPkr(amount: number): string {
  return `${amount} Pkr`;
}
