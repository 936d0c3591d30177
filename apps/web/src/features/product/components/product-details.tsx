/**
 * The product's overview bullets, description and specification tables (shopper spec §2, §3), with
 * More Details opening the details popup.
 */
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SpecTables } from './spec-tables';
import type { ProductDetail } from '@shop/domain/catalog/product.responses';

// Loaded when More Details is first pressed: the page's first script does not carry it.
const ProductDetailsPopup = lazy(async () => ({
  default: (await import('./product-details-popup')).ProductDetailsPopup,
}));

export function ProductDetails({ product }: { product: ProductDetail }) {
  const [popup, setPopup] = useState(false);
  return (
    <div className="space-y-6">
      {popup && (
        <Suspense fallback={null}>
          <ProductDetailsPopup product={product} onClose={() => setPopup(false)} />
        </Suspense>
      )}
      {product.product_overview.length > 0 && (
        <section aria-labelledby="overview-heading" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="overview-heading" className="mb-3 text-lg font-semibold text-slate-900">
            Overview
          </h2>
          <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-700 marker:text-brand-600">
            {product.product_overview.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      {product.product_description && (
        <section aria-labelledby="description-heading" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="description-heading" className="mb-3 text-lg font-semibold text-slate-900">
            Description
          </h2>
          <p className="whitespace-pre-line text-sm leading-6 text-slate-700">{product.product_description}</p>
        </section>
      )}
      <section aria-labelledby="specs-heading" className="rounded-xl border border-slate-200 bg-white p-5">
        <div className="mb-3 flex items-center justify-between gap-3">
          <h2 id="specs-heading" className="text-lg font-semibold text-slate-900">
            Specifications
          </h2>
          <Button variant="outline" size="sm" onClick={() => setPopup(true)}>
            More Details
          </Button>
        </div>
        <SpecTables product={product} />
      </section>
    </div>
  );
}
