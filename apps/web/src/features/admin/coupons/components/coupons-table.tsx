/** The coupon list: a table on wide screens, cards on a phone (admin spec §2 'Coupons' columns plus the shop's limits). */
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast';
import { formatDateTime, formatRupees } from '../../../../lib/format';
import { useDeactivateCoupon } from '../api/deactivate-coupon';
import type { StaffCoupon } from '../api/list-coupons';

const usesOf = (c: StaffCoupon) =>
  `${c.usedCount.toLocaleString('en-IN')} of ${c.usageLimit?.toLocaleString('en-IN') ?? 'unlimited'}`;
const perCustomerOf = (c: StaffCoupon) => (c.perCustomerLimit === null ? 'Unlimited' : `${c.perCustomerLimit}`);
const rulesOf = (c: StaffCoupon) =>
  [
    c.minOrderValue !== null && `Min order ${formatRupees(c.minOrderValue)}`,
    c.maxDiscount !== null && `Max ${formatRupees(c.maxDiscount)} off`,
    c.customerEmail && `Only ${c.customerEmail}`,
  ]
    .filter(Boolean)
    .join(' · ') || 'None';

function DeactivateButton({ coupon }: { coupon: StaffCoupon }) {
  const deactivate = useDeactivateCoupon();
  const onClick = async () => {
    try {
      await deactivate.mutateAsync(coupon._id);
      toast.success(`Coupon ${coupon.code} deactivated`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Failed to deactivate the coupon.');
    }
  };
  return (
    <Button
      variant="danger"
      size="sm"
      isLoading={deactivate.isPending}
      onClick={() => void onClick()}
      aria-label={`Deactivate ${coupon.code}`}
    >
      Deactivate
    </Button>
  );
}

const HEADINGS = [
  'Coupon Code',
  'Discount (%)',
  'Expiry Date (India time)',
  'Status',
  'Uses',
  'Per customer',
  'Rules',
  '',
];

export function CouponsTable({ coupons }: { coupons: StaffCoupon[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50">
            <tr>
              {HEADINGS.map((h, i) => (
                <th
                  key={i}
                  scope="col"
                  className="whitespace-nowrap px-3 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 first:pl-5 last:pr-5"
                >
                  {h || <span className="sr-only">Actions</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {coupons.map((c) => (
              <tr key={c._id} className="align-middle">
                <td className="py-3 pr-3 pl-5 font-mono font-semibold text-slate-900">{c.code}</td>
                <td className="px-3 py-3">{c.discountPercentage}%</td>
                <td className="whitespace-nowrap px-3 py-3">{formatDateTime(c.expiryDate)}</td>
                <td className="px-3 py-3">
                  <Badge tone="green">Active</Badge>
                </td>
                <td className="whitespace-nowrap px-3 py-3">{usesOf(c)}</td>
                <td className="px-3 py-3">{perCustomerOf(c)}</td>
                <td className="px-3 py-3 text-slate-600">{rulesOf(c)}</td>
                <td className="py-3 pr-5 pl-3 text-right">
                  <DeactivateButton coupon={c} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-slate-200 md:hidden">
        {coupons.map((c) => (
          <li key={c._id} className="space-y-2 p-4">
            <div className="flex items-center justify-between gap-3">
              <span className="font-mono text-base font-semibold text-slate-900">{c.code}</span>
              <Badge tone="green">Active</Badge>
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">Discount</dt>
              <dd>{c.discountPercentage}%</dd>
              <dt className="text-slate-500">Expires (India time)</dt>
              <dd>{formatDateTime(c.expiryDate)}</dd>
              <dt className="text-slate-500">Uses</dt>
              <dd>{usesOf(c)}</dd>
              <dt className="text-slate-500">Per customer</dt>
              <dd>{perCustomerOf(c)}</dd>
              <dt className="text-slate-500">Rules</dt>
              <dd>{rulesOf(c)}</dd>
            </dl>
            <DeactivateButton coupon={c} />
          </li>
        ))}
      </ul>
    </>
  );
}
