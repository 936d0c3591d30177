/**
 * Choose how to pay (shopper spec §2 checkout; issues 8 and 27 item 18): every way to pay that
 * GET /payment/methods lists, grouped under its provider's mark and name (card and net banking
 * through Cashfree, UPI and wallets through PhonePe), the sandbox's group first in development,
 * labelled as a test. One radio group: arrow keys move through all the choices.
 */
import { Spinner } from '../../../components/ui/spinner';
import {
  choiceKey,
  SANDBOX_GATEWAY,
  type PaymentChoice,
  type PaymentChoiceGroup,
  type PaymentMethodName,
} from '../lib/payment-choices';
import { PaymentProviderMark, providerName } from './payment-provider-mark';

const METHOD_LABEL: Record<PaymentMethodName, { title: string; hint: string }> = {
  card: { title: 'Credit or debit card', hint: 'Visa, Mastercard, RuPay' },
  netbanking: { title: 'Net banking', hint: 'All major Indian banks' },
  upi: { title: 'UPI', hint: 'Any UPI app or QR code' },
  wallet: { title: 'Wallet', hint: 'Pay from your wallet balance' },
};

interface PaymentMethodChoiceProps {
  groups: PaymentChoiceGroup[] | undefined;
  isLoading: boolean;
  selected: PaymentChoice | undefined;
  onSelect: (choice: PaymentChoice) => void;
}

export function PaymentMethodChoice({ groups, isLoading, selected, onSelect }: PaymentMethodChoiceProps) {
  if (isLoading) return <Spinner />;
  if (!groups || groups.length === 0)
    return <p className="text-sm text-red-600">Online payment is not available right now. Please try again later.</p>;
  return (
    <fieldset>
      <legend className="sr-only">Payment method</legend>
      <div className="grid gap-5">
        {groups.map((group) => (
          <fieldset
            key={group.gateway}
            aria-label={group.gateway === SANDBOX_GATEWAY ? 'Sandbox: test payments' : providerName(group.gateway)}
          >
            <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <PaymentProviderMark gateway={group.gateway} />
              {group.gateway === SANDBOX_GATEWAY && (
                <span className="text-slate-600">Test payment: no real money moves</span>
              )}
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              {group.choices.map((choice) => {
                const key = choiceKey(choice);
                const checked = selected !== undefined && choiceKey(selected) === key;
                const { title, hint } = METHOD_LABEL[choice.method];
                return (
                  <label
                    key={key}
                    className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm ${checked ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-slate-200 hover:border-slate-300'}`}
                  >
                    <input
                      type="radio"
                      name="payment-method"
                      value={key}
                      className="mt-0.5 size-4 shrink-0 accent-brand-600"
                      checked={checked}
                      onChange={() => onSelect(choice)}
                    />
                    <span>
                      <span className="block font-semibold text-slate-900">{title}</span>
                      <span className="block text-slate-600">{hint}</span>
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
