/**
 * The details popup (shopper spec §2 product detail) on the shared Modal: tabs Features (overview
 * lines), Specification (the spec tables), Video and Warranty, as an APG tablist (arrow keys,
 * Home and End move between tabs). The catalogue holds no video links today, so Video says so.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { Modal } from '../../../components/ui/modal';
import { SpecTables } from './spec-tables';
import type { ProductDetail } from '@shop/domain/catalog/product.responses';

const TABS = ['Features', 'Specification', 'Video', 'Warranty'] as const;
type Tab = (typeof TABS)[number];

export const WARRANTY_TEXT =
  'Covered by a 6-month warranty against manufacturing defects from the date of delivery. Physical damage, burnt parts and wrong wiring are not covered. Write to support with your order id to claim it.';

function TabBody({ tab, product }: { tab: Tab; product: ProductDetail }) {
  if (tab === 'Features')
    return product.product_overview.length ? (
      <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-700 marker:text-brand-600">
        {product.product_overview.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    ) : (
      <p className="text-sm text-slate-600">No features listed for this product.</p>
    );
  if (tab === 'Specification') return <SpecTables product={product} />;
  if (tab === 'Video') return <p className="text-sm text-slate-600">No video for this product</p>;
  return <p className="text-sm leading-6 text-slate-700">{WARRANTY_TEXT}</p>;
}

export function ProductDetailsPopup({ product, onClose }: { product: ProductDetail; onClose: () => void }) {
  const [tab, setTab] = useState<Tab>('Features');
  const base = useId();
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(tab);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1 + TABS.length, Home: 0, End: TABS.length - 1 }[
      event.key
    ];
    if (next === undefined) return;
    event.preventDefault();
    const chosen = TABS[next % TABS.length]!;
    setTab(chosen);
    document.getElementById(`${base}-${chosen}`)?.focus();
  };
  return (
    <Modal title="Product Details" description={product.product_name} size="lg" onClose={onClose}>
      <div
        role="tablist"
        aria-label="Product details"
        onKeyDown={move}
        className="mb-4 flex justify-between border-b border-slate-200 sm:justify-start sm:gap-1"
      >
        {TABS.map((name) => (
          <button
            key={name}
            id={`${base}-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${base}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            className={`-mb-px border-b-2 px-1 py-2 text-sm font-medium sm:px-3 ${tab === name ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {name}
          </button>
        ))}
      </div>
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-${tab}`}>
        <TabBody tab={tab} product={product} />
      </div>
    </Modal>
  );
}
