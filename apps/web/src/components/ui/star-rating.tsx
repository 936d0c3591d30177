/** Five stars filled to the rating, with the review count (storefront spec §2 product card). */
export function StarRating({ stars, reviews, size = 'sm' }: { stars: number; reviews?: number; size?: 'sm' | 'md' }) {
  const width = `${Math.max(0, Math.min(5, stars)) * 20}%`;
  const text = size === 'md' ? 'text-lg' : 'text-sm';
  return (
    <div className="flex items-center gap-1.5" aria-label={`Rated ${stars} out of 5${reviews !== undefined ? `, ${reviews} ${reviews === 1 ? 'review' : 'reviews'}` : ''}`} role="img">
      <span className={`relative inline-block leading-none tracking-tight ${text}`} aria-hidden="true">
        <span className="text-slate-300">★★★★★</span>
        <span className="absolute inset-0 overflow-hidden whitespace-nowrap text-amber-400" style={{ width }}>
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
