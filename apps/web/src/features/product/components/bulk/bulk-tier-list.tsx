/**
 * The bulk drawer's quantity ranges as a radio group (shopper spec §2 Bulk drawer, §9): each
 * tier's range ("20–49 units"), its unit price before GST and with GST, and what a unit saves
 * against the regular price. The figures are the server's (POST /cart/quote line.tiers), only
 * formatted here.
 */
import type { QuoteTier } from '@shop/domain/pricing/quote.responses';
import { formatRupees } from '../../../../lib/format';

interface BulkTierListProps {
  tiers: readonly QuoteTier[];
  chosen: QuoteTier | undefined;
  onChoose: (tier: QuoteTier) => void;
}

/** Takes the tiers, the chosen one and what to do when the shopper picks another. */
export function BulkTierList({ tiers, chosen, onChoose }: BulkTierListProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-900">Choose a quantity range</legend>
      <div className="grid gap-1.5">
        {tiers.map((tier) => {
          const checked = tier.label === chosen?.label;
          return (
            <label
              key={tier.label}
              className={`flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
                checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white hover:border-slate-300'
              }`}
            >
              <input
                type="radio"
                name="bulk-tier"
                value={tier.label}
                checked={checked}
                onChange={() => onChoose(tier)}
                className="size-4 accent-brand-600"
              />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900">{tier.label} units</span>
                {tier.discount_per_unit > 0 && (
                  <span className="block text-xs font-medium text-green-700">
                    Save {formatRupees(tier.discount_per_unit)} per unit
                  </span>
                )}
              </span>
              <span className="text-right">
                <span className="block font-semibold tabular-nums text-slate-900">
                  {formatRupees(tier.unit_price)}
                  <span className="text-xs font-normal text-slate-500"> /unit + GST</span>
                </span>
                <span className="block text-xs tabular-nums text-slate-500">
                  {formatRupees(tier.unit_price_with_gst)} incl. GST
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
