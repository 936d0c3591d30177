/** The result panels of the payment page (shopper spec §2 payment result): success details, or failure with a way back. */
import type { ReactNode } from 'react';
import type { Order } from '@shop/domain/orders/order.responses';
import { OrderFigures } from '../../../components/pricing/order-figures';
import { Link } from 'react-router';
import { shortId } from '@shop/domain/orders/order-status';
import { buttonClasses } from '../../../components/ui/button';
import { CheckCircleIcon, XCircleIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { formatDateTime, formatRupees } from '../../../lib/format';
import type { PaymentVerification } from '../api/verify-payment';

interface OutcomeProps {
  icon: ReactNode;
  title: string;
  text: string;
  /** The way on: My Orders after a success, the cart after a failure; Continue Shopping follows it. */
  next: { to: string; label: string };
  children?: ReactNode;
}

function Outcome({ icon, title, text, next, children }: OutcomeProps) {
  return (
    <div className="text-center">
      {icon}
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mx-auto mt-1 max-w-md text-slate-600">{text}</p>
      {children}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={next.to} className={buttonClasses('primary')}>
          {next.label}
        </Link>
        <Link to={paths.products()} className={buttonClasses('outline')}>
          Continue Shopping
        </Link>
      </div>
    </div>
  );
}

/** The paid order's lines and figures, as the checkout showed them (issue 7). */
function PaidOrder({ order }: { order: Order }) {
  return (
    <section aria-labelledby="paid-order-heading" className="mx-auto mt-6 max-w-sm rounded-xl border border-slate-200 p-4 text-left">
      <h2 id="paid-order-heading" className="mb-2 text-sm font-semibold text-slate-900">
        Order summary
      </h2>
      <OrderFigures order={order} />
    </section>
  );
}

export function PaymentSuccess({ result, order }: { result: PaymentVerification; order?: Order }) {
  const rows = [
    ['Order ID', shortId(result.orderId, 8)],
    ['Amount paid', formatRupees(result.amount)],
    ['Payment date', formatDateTime(result.paidAt ?? new Date().toISOString())],
    ['Transaction ID', result.transactionId],
  ];
  return (
    <Outcome
      icon={<CheckCircleIcon className="mx-auto size-16 text-green-600" />}
      title="Payment successful!"
      text="Thank you for your order. Your order will be delivered in 3-5 working days."
      next={{ to: paths.profile('orders'), label: 'View My Orders' }}
    >
      <dl className="mx-auto mt-6 max-w-sm divide-y divide-slate-100 rounded-xl border border-slate-200 text-left text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 px-4 py-2.5">
            <dt className="text-slate-500">{label}</dt>
            <dd className="break-all text-right font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {order && <PaidOrder order={order} />}
    </Outcome>
  );
}

export function PaymentFailure({ title, detail }: { title: string; detail: string }) {
  return (
    <Outcome
      icon={<XCircleIcon className="mx-auto size-16 text-red-500" />}
      title={title}
      text={detail}
      next={{ to: paths.cart(), label: 'Back to Cart' }}
    />
  );
}
