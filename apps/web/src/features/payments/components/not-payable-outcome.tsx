/**
 * The payment retry page for an order that can no longer be paid (shopper spec §2, §8): paid
 * (Track Order, View My Orders), or cancelled or expired (Back to Cart, Go to Home), with the order's rows.
 */
import { CheckCircleIcon, XCircleIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { NOT_PAYABLE_TEXT, type Payability } from '../lib/payability';
import { DetailRows, Outcome } from './payment-outcome';

/** Takes why the order is not payable and the order's label/value rows. */
export function NotPayableOutcome({
  payability,
  rows,
}: {
  payability: Exclude<Payability, 'payable'>;
  rows: [string, string][];
}) {
  const { title, text } = NOT_PAYABLE_TEXT[payability];
  const paid = payability === 'paid';
  return (
    <Outcome
      icon={
        paid ? (
          <CheckCircleIcon className="mx-auto size-16 text-green-600" />
        ) : (
          <XCircleIcon className="mx-auto size-16 text-slate-400" />
        )
      }
      title={title}
      text={text}
      actions={
        paid
          ? [
              { to: paths.trackOrder(), label: 'Track Order' },
              { to: paths.profile('orders'), label: 'View My Orders' },
            ]
          : [
              { to: paths.cart(), label: 'Back to Cart' },
              { to: paths.home(), label: 'Go to Home', variant: 'ghost' },
            ]
      }
    >
      <DetailRows rows={rows} />
    </Outcome>
  );
}
