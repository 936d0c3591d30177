/**
 * One order line as the Order Management table and cards show it (admin spec §2): the product's
 * picture, name and SKU, and its extended warranty (Yes/No) and total warranty (domain warrantyLabel).
 */
import { warrantyLabel } from '@shop/domain/catalog/warranty.rules';
import { useState } from 'react';
import type { AdminOrderLine } from '../api/list-orders';

export function ProductThumb({ src }: { src: string }) {
  const [broken, setBroken] = useState(!src);
  if (broken) {
    return (
      <span
        aria-hidden
        className="grid size-10 shrink-0 place-items-center rounded-md bg-slate-100 text-slate-400 ring-1 ring-slate-200"
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.5} className="size-5">
          <path d="M4 16l4.5-4.5 3 3L16 10l4 4M4 5h16v14H4z" />
        </svg>
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      onError={() => setBroken(true)}
      className="size-10 shrink-0 rounded-md bg-white object-contain ring-1 ring-slate-200"
    />
  );
}

/** The product of a line: picture, name (two lines at most) and SKU. */
export function LineProduct({ line }: { line: AdminOrderLine }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <ProductThumb src={line.product_img_url} />
      <div className="min-w-0">
        <p className="line-clamp-2 text-sm font-medium leading-snug text-slate-900" title={line.product_name}>
          {line.product_name}
        </p>
        <p className="text-xs text-slate-500">
          SKU <span className="font-mono">{line.product_sku || '—'}</span>
        </p>
      </div>
    </div>
  );
}

/** 'Yes' when an extended warranty was sold with the line, else 'No'. */
export function extendedWarrantyText(line: AdminOrderLine): string {
  return line.extended_warranty ? 'Yes' : 'No';
}

/** The line's total warranty: '6 months', '1.5 years' or 'N/A'. */
export function totalWarrantyText(line: AdminOrderLine): string {
  return warrantyLabel(line.total_warranty);
}
