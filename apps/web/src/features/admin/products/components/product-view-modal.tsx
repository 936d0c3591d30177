/**
 * The View modal of Product Management (admin spec §2): picture carousel, name, category, brand,
 * prices, warranty, stock, features, overview, specifications, description, caution, package
 * contents and tags; then its History (issue 9 "Audit log": staff changes of it and its stock).
 */
import { useState } from 'react';
import { pictureSrcSet } from '@shop/domain/catalog/media-variants.rules';
import type { AdminProduct } from '@shop/domain/catalog/product-admin.responses';
import { warrantyLabel } from '@shop/domain/catalog/warranty.rules';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { formatRupees } from '../../../../lib/format';
import { useWaitingCounts } from '../../../stock-alerts';
import { ProductHistory } from './product-history';

function Row({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <div className="grid grid-cols-3 gap-2 border-b border-slate-100 py-1.5 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="col-span-2 whitespace-pre-line text-slate-900">{value}</dd>
    </div>
  );
}

/** Customers waiting for the product's back-in-stock mail (issue 29); no row when none. */
function AlertsRow({ productId }: { productId: string }) {
  const waiting = useWaitingCounts([productId]).data?.[productId] ?? 0;
  const text = waiting === 1 ? '1 customer waits for a mail' : `${waiting} customers wait for a mail`;
  return <Row label="Back-in-stock alerts" value={waiting > 0 ? text : ''} />;
}

export function ProductViewModal({ product: p, onClose }: { product: AdminProduct; onClose: () => void }) {
  const [shown, setShown] = useState(0);
  const images = p.product_image_urls;
  const current = images[shown] ?? '';
  return (
    <Modal title={p.product_name} size="lg" onClose={onClose} footer={<Button onClick={onClose}>Close</Button>}>
      {current && (
        <div className="mb-4 space-y-2">
          <img
            src={current}
            srcSet={pictureSrcSet(current)}
            sizes="600px"
            alt={`${p.product_name}, image ${shown + 1} of ${images.length}`}
            className="mx-auto aspect-square max-h-72 object-contain"
          />
          {images.length > 1 && (
            <div className="flex items-center justify-center gap-3">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setShown((shown - 1 + images.length) % images.length)}
              >
                Previous image
              </Button>
              <span className="text-xs text-slate-600">
                {shown + 1} / {images.length}
              </span>
              <Button size="sm" variant="secondary" onClick={() => setShown((shown + 1) % images.length)}>
                Next image
              </Button>
            </div>
          )}
        </div>
      )}
      <dl>
        <Row label="SKU" value={p.SKU} />
        <Row
          label="Category"
          value={[p.category_name, p.sub_category_name, p.sub_sub_category_name].filter(Boolean).join(' › ')}
        />
        <Row label="Brand" value={p.brand_name} />
        <Row label="MRP" value={formatRupees(p.non_discounted_price)} />
        <Row
          label="Price"
          value={`${formatRupees(p.discounted_single_product_price)} + GST ${p.gst_rate}% = ${formatRupees(p.discounted_price_with_gst)} (${p.discount}% off)`}
        />
        <Row
          label="Warranty"
          value={
            [warrantyLabel(p.warranty_months), p.product_warranty]
              .filter((part) => part && part !== 'N/A')
              .join(' · ') || 'N/A'
          }
        />
        <Row label="Stock" value={`${p.no_of_product_instock} units · ${p.stock_status}`} />
        <AlertsRow productId={p._id} />
        <Row label="Features" value={p.product_feature} />
        <Row label="Overview" value={p.product_overview.join('\n')} />
        <Row label="Description" value={p.product_description} />
        <Row label="Caution" value={p.product_caution} />
        <Row label="Package includes" value={p.package_include} />
        <Row label="Tags" value={p.product_tags.join(', ')} />
      </dl>
      {p.specifications.map((s) => (
        <section key={s.title} className="mt-3">
          <h3 className="text-sm font-semibold text-slate-900">{s.title}</h3>
          <dl>
            {s.data.map((d) => (
              <Row key={d.key} label={d.key} value={d.value} />
            ))}
          </dl>
        </section>
      ))}
      <ProductHistory productId={p._id} />
    </Modal>
  );
}
