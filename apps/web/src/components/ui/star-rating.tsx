/**
 * The filled part's width per half star. Classes, not a style attribute: the page is rendered on
 * the server, and the CSP (style-src 'self') refuses style attributes in HTML (decision 024).
 */
const HALF_STAR_WIDTHS = [
  'w-0',
  'w-[10%]',
  'w-[20%]',
  'w-[30%]',
  'w-[40%]',
  'w-[50%]',
  'w-[60%]',
  'w-[70%]',
  'w-[80%]',
  'w-[90%]',
  'w-full',
];

/** Five stars filled to the rating (to the nearest half star), with the figure and the review count (storefront spec §2 product card). */
export function StarRating({ stars, reviews, size = 'sm' }: { stars: number; reviews?: number; size?: 'sm' | 'md' }) {
  const width = HALF_STAR_WIDTHS[Math.round(Math.max(0, Math.min(5, stars)) * 2)];
  const text = size === 'md' ? 'text-lg' : 'text-sm';
  return (
    <div
      className="flex items-center gap-1.5"
      aria-label={`Rated ${stars} out of 5${reviews !== undefined ? `, ${reviews} ${reviews === 1 ? 'review' : 'reviews'}` : ''}`}
      role="img"
    >
      <span className={`relative inline-block leading-none tracking-tight ${text}`} aria-hidden="true">
        <span className="text-slate-300">★★★★★</span>
        <span className={`absolute inset-y-0 left-0 overflow-hidden whitespace-nowrap text-amber-400 ${width}`}>
          ★★★★★
        </span>
      </span>
      <span className="text-xs font-medium text-slate-600" aria-hidden="true">
        {stars.toFixed(1)}
        {reviews !== undefined && <span className="text-slate-500"> ({reviews.toLocaleString('en-IN')})</span>}
      </span>
    </div>
  );
}
