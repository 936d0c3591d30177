/** An order's product lines, one per line: image, name, SKU and quantity (admin spec §2 "Order Management"). */
import { useState } from 'react';
import type { AdminOrderLine } from '../../api/list-orders';

function ProductThumb({ src }: { src: string }) {
  const [broken, setBroken] = useState(!src);
  if (broken) {
    return (
      <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-md bg-slate-100 text-slate-400 ring-1 ring-slate-200">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.5} className="size-5"><path d="M4 16l4.5-4.5 3 3L16 10l4 4M4 5h16v14H4z" /></svg>
      </span>
    );
  }
  return <img src={src} alt="" loading="lazy" onError={() => setBroken(true)} className="size-10 shrink-0 rounded-md bg-white object-contain ring-1 ring-slate-200" />;
}

export function OrderProducts({ lines }: { lines: AdminOrderLine[] }) {
  if (lines.length === 0) return <p className="text-sm text-slate-400">No products</p>;
  return (
    <ul className="space-y-2">
      {lines.map((line) => (
        <li key={line._id} className="flex items-center gap-3">
          <ProductThumb src={line.product_img_url} />
          <div className="min-w-0 flex-1">
            <p className="line-clamp-2 text-sm font-medium leading-snug text-slate-900">{line.product_name}</p>
            <p className="text-xs text-slate-500">
              SKU <span className="font-mono">{line.product_sku || '—'}</span>
            </p>
          </div>
          <span className="shrink-0 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium tabular-nums text-slate-700" aria-label={`Quantity ${line.quantity}`}>
            ×{line.quantity}
          </span>
        </li>
      ))}
    </ul>
  );
}
