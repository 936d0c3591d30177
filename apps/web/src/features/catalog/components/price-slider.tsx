/**
 * The listing's price slider (storefront spec §2 listing): two thumbs on one track, 1 to 50,000,
 * starting at 100 to 10,000. Moving a thumb changes only the draft; Apply writes it to the URL,
 * and until then the range reads 'not applied'. Two native range inputs rather than a library:
 * keyboard, screen-reader and touch handling come with the browser and cost the listing no JS.
 * The parent keys this component by the applied range, so the back button resets the draft.
 */
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { moveThumb, PRICE_SLIDER, priceRangeLabel, samePriceRange, type PriceRange } from '../lib/price-range';

const { floor, ceiling } = PRICE_SLIDER;
const percent = (value: number) => ((value - floor) / (ceiling - floor)) * 100;
const rupees = (value: number) => `₹${value.toLocaleString('en-IN')}`;

export function PriceSlider({
  applied,
  onApply,
}: {
  applied: PriceRange | null;
  onApply: (range: PriceRange) => void;
}) {
  const [draft, setDraft] = useState<PriceRange>(applied ?? PRICE_SLIDER.defaultRange);
  const isApplied = samePriceRange(draft, applied);
  const thumb = (which: 'min' | 'max', label: string) => (
    <input
      type="range"
      min={floor}
      max={ceiling}
      step={1}
      value={draft[which]}
      aria-label={label}
      aria-valuetext={rupees(draft[which])}
      // Thumbs that meet at the top end: the low one must stay grabbable, so it goes on top.
      className={which === 'min' && draft.min > (floor + ceiling) / 2 ? 'z-[2]' : undefined}
      onChange={(event) => setDraft((range) => moveThumb(range, which, Number(event.target.value)))}
    />
  );

  return (
    <div className="mb-3 border-b border-slate-100 pb-4">
      <div className="dual-range relative h-6">
        <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-slate-200" />
        {/* SVG attributes, not a style attribute: the CSP refuses those in server-rendered HTML (decision 024). */}
        <svg className="absolute inset-x-0 top-1/2 h-1.5 w-full -translate-y-1/2 overflow-visible" aria-hidden="true">
          <rect
            x={`${percent(draft.min)}%`}
            width={`${percent(draft.max) - percent(draft.min)}%`}
            height="100%"
            className="fill-brand-600"
          />
        </svg>
        {thumb('min', 'Minimum price')}
        {thumb('max', 'Maximum price')}
      </div>
      <p className="mt-2 text-sm text-slate-700">
        <span className="font-semibold">{priceRangeLabel(draft)}</span>{' '}
        <span className={isApplied ? 'text-brand-700' : 'text-slate-500'}>
          ({isApplied ? 'applied' : 'not applied'})
        </span>
      </p>
      <Button size="sm" variant="outline" className="mt-2 w-full" disabled={isApplied} onClick={() => onApply(draft)}>
        Apply price
      </Button>
    </div>
  );
}
