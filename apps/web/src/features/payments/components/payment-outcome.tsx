/**
 * The result panels of the payment pages (shopper spec §2 payment result pages, §4, §8): success
 * with the order's details, failure with a way to retry, cancelled (not failed) with a way back.
 */
import type { ReactNode } from 'react';
import type { Order } from '@shop/domain/orders/order.responses';
import { OrderFigures } from '../../../shared/pricing/order-figures';
import { Link } from 'react-router';
import { shortOrderId } from '@shop/domain/orders/order-tracking.rules';
import { buttonClasses, type ButtonVariant } from '../../../components/ui/button';
import { CheckCircleIcon, XCircleIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { formatDateTime, formatRupees } from '../../../lib/format';
import type { PaymentVerification } from '../api/verify-payment';
import { CancelledCountdown } from './cancelled-countdown';

/** A button of a result panel: a link with its look. */
export interface OutcomeAction {
  to: string;
  label: string;
  variant?: ButtonVariant;
}

interface OutcomeProps {
  icon: ReactNode;
  title: string;
  text: string;
  actions: OutcomeAction[];
  children?: ReactNode;
}

/** The shared frame: icon, heading, sentence, details (children), then the buttons. */
export function Outcome({ icon, title, text, actions, children }: OutcomeProps) {
  return (
    <div className="text-center">
      {icon}
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mx-auto mt-1 max-w-md text-slate-600">{text}</p>
      {children}
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
        {actions.map((action, i) => (
          <Link
            key={action.to + action.label}
            to={action.to}
            className={buttonClasses(action.variant ?? (i === 0 ? 'primary' : 'outline'))}
          >
            {action.label}
          </Link>
        ))}
      </div>
    </div>
  );
}

/** Label and value rows (order id, amount, date…). */
export function DetailRows({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="mx-auto mt-6 max-w-sm divide-y divide-slate-100 rounded-xl border border-slate-200 text-left text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 px-4 py-2.5">
          <dt className="text-slate-500">{label}</dt>
          <dd className="break-all text-right font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The paid order's lines and figures, as the checkout showed them (issue 7). */
function PaidOrder({ order }: { order: Order }) {
  return (
    <section
      aria-labelledby="paid-order-heading"
      className="mx-auto mt-6 max-w-sm rounded-xl border border-slate-200 p-4 text-left"
    >
      <h2 id="paid-order-heading" className="mb-2 text-sm font-semibold text-slate-900">
        Order summary
      </h2>
      <OrderFigures order={order} />
    </section>
  );
}

/** Success: order id, amount paid, payment date, delivery in 3-5 working days; Track Order and My Orders. */
export function PaymentSuccess({ result, order }: { result: PaymentVerification; order?: Order }) {
  const rows: [string, string][] = [
    ['Order ID', shortOrderId(result.orderId)],
    ['Amount paid', formatRupees(result.amount)],
    ['Payment date', formatDateTime(result.paidAt ?? new Date().toISOString())],
  ];
  if (result.transactionId) rows.push(['Transaction ID', result.transactionId]);
  return (
    <Outcome
      icon={<CheckCircleIcon className="mx-auto size-16 text-green-600" />}
      title="Payment successful!"
      text="Thank you for your order. Your order will be delivered in 3-5 working days."
      actions={[
        { to: paths.trackOrder(), label: 'Track Order' },
        { to: paths.profile('orders'), label: 'View My Orders' },
        { to: paths.products(), label: 'Continue Shopping', variant: 'ghost' },
      ]}
    >
      <DetailRows rows={rows} />
      {order && <PaidOrder order={order} />}
    </Outcome>
  );
}

/** Failure: the reason, Retry Payment (the order's retry page, when the order is known), the cart, home. */
export function PaymentFailure({
  title,
  detail,
  orderId,
  amount,
}: {
  title: string;
  detail: string;
  orderId?: string;
  amount?: number;
}) {
  const actions: OutcomeAction[] = [];
  if (orderId) actions.push({ to: paths.paymentRetry(orderId), label: 'Retry Payment' });
  actions.push(
    { to: paths.cart(), label: 'Back to Cart' },
    { to: paths.home(), label: 'Go to Home', variant: 'ghost' },
  );
  return (
    <Outcome
      icon={<XCircleIcon className="mx-auto size-16 text-red-500" />}
      title={title}
      text={detail}
      actions={actions}
    >
      {orderId && (
        <DetailRows
          rows={[
            ['Order ID', shortOrderId(orderId)],
            ...(amount === undefined ? [] : ([['Amount', formatRupees(amount)]] as [string, string][])),
          ]}
        />
      )}
    </Outcome>
  );
}

/**
 * Cancelled by the payer (not a failure): nothing charged. Try Again (the retry page) when the
 * order can still be paid, Back to Cart, Browse Products, Continue Shopping (home); home by itself
 * after 3 seconds unless the shopper stays (CancelledCountdown).
 */
export function PaymentCancelled({
  orderId,
  amount,
  canRetry,
}: {
  orderId?: string;
  amount?: number;
  canRetry: boolean;
}) {
  const actions: OutcomeAction[] = [];
  if (orderId && canRetry) actions.push({ to: paths.paymentRetry(orderId), label: 'Try Again' });
  actions.push(
    { to: paths.cart(), label: 'Back to Cart' },
    { to: paths.products(), label: 'Browse Products' },
    { to: paths.home(), label: 'Continue Shopping', variant: 'ghost' },
  );
  const rows: [string, string][] = [];
  if (orderId) rows.push(['Order ID', shortOrderId(orderId)]);
  if (amount !== undefined) rows.push(['Amount', formatRupees(amount)]);
  rows.push(['Status', 'Cancelled']);
  return (
    <Outcome
      icon={
        <span
          className="mx-auto flex size-16 items-center justify-center rounded-full bg-amber-100 text-3xl font-bold text-amber-600"
          aria-hidden="true"
        >
          !
        </span>
      }
      title="Payment cancelled"
      text="Payment was cancelled by user. Nothing was charged, and the items are still in your cart."
      actions={actions}
    >
      <CancelledCountdown />
      <DetailRows rows={rows} />
    </Outcome>
  );
}

/** The card every result page sits in. */
export function ResultCard({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto my-10 max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
      {children}
    </div>
  );
}
