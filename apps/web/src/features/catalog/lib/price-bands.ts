/**
 * Listing price bands (storefront spec §5): under 500, 500-999, 1000-1999, 2000-3999, 4000-4999,
 * over 5000. The bands meet exactly (999.99 then 1000) so no price falls between two of them.
 * Prices are the selling price before GST, as cards show it.
 */
export interface PriceBand {
  key: string;
  label: string;
  min?: number;
  max?: number;
}

export const PRICE_BANDS: readonly PriceBand[] = [
  { key: 'under-500', label: 'Under ₹500', max: 499.99 },
  { key: '500-999', label: '₹500 – ₹999', min: 500, max: 999.99 },
  { key: '1000-1999', label: '₹1,000 – ₹1,999', min: 1000, max: 1999.99 },
  { key: '2000-3999', label: '₹2,000 – ₹3,999', min: 2000, max: 3999.99 },
  { key: '4000-4999', label: '₹4,000 – ₹4,999', min: 4000, max: 4999.99 },
  { key: 'over-5000', label: 'Over ₹5,000', min: 5000 },
];

export function priceBandOf(key: string | null): PriceBand | undefined {
  return PRICE_BANDS.find((band) => band.key === key);
}
