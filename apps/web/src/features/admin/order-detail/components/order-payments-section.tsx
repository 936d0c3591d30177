/**
 * The order's payment status and every payment attempt (gateway, the ways it takes, outcome,
 * amount, times, why it took nothing), then its refunds, due or issued (issue 5, issue 10).
 */
import type { OrderDetail } from '../api/get-order-detail';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { PaymentStatusBadge } from '../../../../components/ui/status-badge';
import { formatDateTime, formatRupees } from '../../../../lib/format';
import { DetailSection } from './detail-section';

type Attempt = OrderDetail['payments'][number];

const OUTCOMES: Record<Attempt['status'], { label: string; tone: BadgeTone }> = {
  SUCCESS: { label: 'Paid', tone: 'green' },
  PENDING: { label: 'Pending', tone: 'amber' },
  FAILED: { label: 'Failed', tone: 'red' },
  CANCELLED: { label: 'Cancelled', tone: 'slate' },
  EXPIRED: { label: 'Expired', tone: 'slate' },
};

const METHOD_NAMES: Record<Attempt['methods'][number], string> = {
  card: 'Card',
  wallet: 'Wallet',
  upi: 'UPI',
  netbanking: 'Net banking',
};

function AttemptItem({ attempt, index }: { attempt: Attempt; index: number }) {
  const outcome = OUTCOMES[attempt.status];
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-slate-900">
          Attempt {index + 1} · <span className="capitalize">{attempt.gateway}</span>
          {attempt.methods.length > 0 && (
            <span className="font-normal text-slate-500">
              {' '}
              ({attempt.methods.map((m) => METHOD_NAMES[m]).join(', ')})
            </span>
          )}
        </p>
        <span className="flex items-center gap-2">
          <span className="font-semibold tabular-nums">{formatRupees(attempt.amount)}</span>
          <Badge tone={outcome.tone}>{outcome.label}</Badge>
        </span>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-xs text-slate-600 sm:grid-cols-2">
        <div>
          <dt className="inline">Started: </dt>
          <dd className="inline">{formatDateTime(attempt.created_at)}</dd>
        </div>
        <div>
          <dt className="inline">{attempt.paid_at ? 'Paid: ' : 'Last change: '}</dt>
          <dd className="inline">{formatDateTime(attempt.paid_at ?? attempt.updated_at)}</dd>
        </div>
        <div className="break-all sm:col-span-2">
          <dt className="inline">Transaction: </dt>
          <dd className="inline font-mono">
            {attempt.merchantTransactionId}
            {attempt.gatewayTransactionId && ` · ${attempt.gatewayTransactionId}`}
          </dd>
        </div>
      </dl>
      {attempt.failure_reason && <p className="mt-2 text-sm text-red-700">{attempt.failure_reason}</p>}
    </li>
  );
}

function Refunds({ refunds }: { refunds: OrderDetail['refunds'] }) {
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-900">Refunds</h3>
      <ul className="mt-2 space-y-2">
        {refunds.map((refund) => (
          <li
            key={refund._id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm"
          >
            <span className="text-slate-600">
              {refund.status === 'ISSUED' && refund.issued_at
                ? `Issued ${formatDateTime(refund.issued_at)}`
                : `Due since ${formatDateTime(refund.created_at)}`}
              {refund.providerRefundId && (
                <span className="block break-all font-mono text-xs text-slate-500">{refund.providerRefundId}</span>
              )}
            </span>
            <span className="flex items-center gap-2">
              <span className="font-semibold tabular-nums">{formatRupees(refund.amount)}</span>
              <Badge tone={refund.status === 'ISSUED' ? 'indigo' : 'orange'}>
                {refund.status === 'ISSUED' ? 'Refunded' : 'Refund due'}
              </Badge>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function OrderPaymentsSection({ detail }: { detail: Pick<OrderDetail, 'order' | 'payments' | 'refunds'> }) {
  return (
    <DetailSection
      title="Payments"
      aside={<PaymentStatusBadge status={detail.order.payment_status} prefix="Payment: " />}
    >
      {detail.payments.length === 0 ? (
        <p className="text-sm text-slate-500">No payment attempt yet.</p>
      ) : (
        <ol className="space-y-2">
          {detail.payments.map((attempt, i) => (
            <AttemptItem key={attempt._id} attempt={attempt} index={i} />
          ))}
        </ol>
      )}
      {detail.refunds.length > 0 && <Refunds refunds={detail.refunds} />}
    </DetailSection>
  );
}
