/**
 * The cart's Bulk Order dialog (shopper spec §2 Cart, §9): the cart's products with more than 10
 * units in stock, each linking to its product page with ?bulk=1, which opens the bulk drawer
 * there; 'No Bulk Orders Available' when none has.
 */
import { Link } from 'react-router';
import { BULK_MIN_STOCK_EXCLUSIVE } from '@shop/domain/pricing/quantity-tiers.rules';
import { Modal } from '../../../components/ui/modal';
import { paths } from '../../../config/paths';
import type { QuoteLine } from '../hooks/use-cart-pricing';

export function BulkOrderDialog({ lines, onClose }: { lines: QuoteLine[]; onClose: () => void }) {
  const eligible = lines.filter((line) => line.stock > BULK_MIN_STOCK_EXCLUSIVE);
  return (
    <Modal
      title="Bulk Order"
      description={eligible.length > 0 ? 'Choose a product to order in bulk at tier prices.' : undefined}
      onClose={onClose}
    >
      {eligible.length === 0 ? (
        <p className="py-4 text-center font-medium text-slate-700">No Bulk Orders Available</p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Products available in bulk">
          {eligible.map((line) => (
            <li key={line.product_id}>
              <Link
                to={paths.product(line.product_id, { bulk: true })}
                className="flex items-center gap-3 py-3 hover:bg-slate-50"
              >
                {line.product_image_main && (
                  <img
                    src={line.product_image_main}
                    alt=""
                    className="size-12 shrink-0 rounded border border-slate-200 object-contain p-0.5"
                  />
                )}
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 text-sm font-semibold text-slate-900">{line.product_name}</span>
                  <span className="block text-xs text-slate-500">{line.stock} in stock</span>
                </span>
                <span aria-hidden="true" className="text-sm font-semibold text-brand-700">
                  Order in bulk →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
