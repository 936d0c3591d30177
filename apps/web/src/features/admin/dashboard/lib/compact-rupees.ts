/**
 * A chart axis's rupee tick, short (issue 9 Dashboard): takes whole rupees, returns '₹750',
 * '₹1.5k', '₹2.3k', '₹12k', '₹1.5L' (lakh). One decimal below ten thousand (and below ten lakh)
 * so neighbouring ticks such as 1,500 and 2,250 never print the same label; a '.0' is dropped.
 */
export function compactRupees(value: number): string {
  const short = (n: number, unit: string) => `₹${n.toFixed(n < 10 ? 1 : 0).replace(/\.0$/, '')}${unit}`;
  if (value >= 100_000) return short(value / 100_000, 'L');
  if (value >= 1000) return short(value / 1000, 'k');
  return `₹${value}`;
}
