/**
 * The sticky bottom bar (shopper spec §2 product detail): name, price, Bulk Orders ("Bulk" on
 * phones) and Add to Cart, shown once the buy box (`target`) has scrolled out of view above,
 * watched with an IntersectionObserver. On
 * phones the floating chat link sits above it (bottom-24 in chat-link.tsx), so the bar stays under
 * 96 px tall and leaves the link's tap target free; on wider screens, where the link sits lower, the bar keeps
 * 96 px clear on its right.
 */
import { useEffect, useState, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { formatRupees } from '../../../lib/format';
import type { ProductDetail } from '@shop/domain/catalog/product.responses';

interface StickyBuyBarProps {
  product: ProductDetail;
  target: RefObject<HTMLElement | null>;
  onAdd: () => void;
  /** Opens the bulk drawer. */
  onBulk: () => void;
}

export function StickyBuyBar({ product, target, onAdd, onBulk }: StickyBuyBarProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    // The root reaches far below the screen, so the box counts as out of view only once it has left
    // through the top; a jump from below the fold to above it still crosses that edge and reports.
    const observer = new IntersectionObserver(([entry]) => setShown(Boolean(entry && !entry.isIntersecting)), {
      rootMargin: '0px 0px 100000px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);

  if (!shown) return null;
  const available = product.product_instock && product.no_of_product_instock > 0;
  return (
    <div
      role="region"
      aria-label="Quick buy"
      className="fixed inset-x-0 bottom-0 z-30 border-t md:pr-24 border-slate-200 bg-white/95 shadow-[0_-4px_12px_rgba(15,23,42,0.08)]"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5">
        <img src={product.product_image_main} alt="" className="hidden size-10 shrink-0 object-contain sm:block" />
        <div className="min-w-0 flex-1">
          <p className="line-clamp-1 text-sm font-medium text-slate-800">{product.product_name}</p>
          <p className="text-base font-bold text-slate-900">
            {formatRupees(product.discounted_price_with_gst)}
            <span className="ml-1 text-xs font-normal text-slate-500">incl. GST</span>
          </p>
        </div>
        <Button variant="outline" onClick={onBulk} aria-haspopup="dialog" className="shrink-0 px-3">
          <span>
            Bulk<span className="sr-only sm:not-sr-only"> Orders</span>
          </span>
        </Button>
        <Button onClick={onAdd} disabled={!available} className="shrink-0">
          Add to Cart
        </Button>
      </div>
    </div>
  );
}
