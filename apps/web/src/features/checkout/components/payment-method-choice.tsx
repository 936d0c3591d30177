/**
 * Choose how to pay (shopper spec §2 checkout; issue 8): a radio group of the configured ways to
 * pay (GET /payment/methods): card and net banking through Cashfree, UPI and wallets through
 * PhonePe, and the sandbox's test payment in development. Keyboard: arrows move between choices.
 */
import { Spinner } from '../../../components/ui/spinner';
import { choiceKey, SANDBOX_GATEWAY, type PaymentChoice } from '../api/get-payment-methods';

const METHOD_LABEL: Record<NonNullable<PaymentChoice['method']>, { title: string; hint: string }> = {
  card: { title: 'Credit or debit card', hint: 'Visa, Mastercard, RuPay' },
  upi: { title: 'UPI', hint: 'Any UPI app or QR code' },
  wallet: { title: 'Wallet', hint: 'PhonePe wallet' },
  netbanking: { title: 'Net banking', hint: 'All major Indian banks' },
};
const GATEWAY_LABEL: Record<string, string> = { cashfree: 'Cashfree', phonepe: 'PhonePe' };

function labelOf(choice: PaymentChoice): { title: string; hint: string } {
  if (choice.gateway === SANDBOX_GATEWAY || !choice.method) return { title: 'Test payment (sandbox)', hint: 'Development only: no real money moves' };
  const method = METHOD_LABEL[choice.method];
  return { title: method.title, hint: `${method.hint} · via ${GATEWAY_LABEL[choice.gateway] ?? choice.gateway}` };
}

interface PaymentMethodChoiceProps {
  choices: PaymentChoice[] | undefined;
  isLoading: boolean;
  selected: PaymentChoice | undefined;
  onSelect: (choice: PaymentChoice) => void;
}

export function PaymentMethodChoice({ choices, isLoading, selected, onSelect }: PaymentMethodChoiceProps) {
  if (isLoading) return <Spinner />;
  if (!choices || choices.length === 0) return <p className="text-sm text-red-600">Online payment is not available right now. Please try again later.</p>;
  return (
    <fieldset>
      <legend className="sr-only">Payment method</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {choices.map((choice) => {
          const key = choiceKey(choice);
          const checked = selected !== undefined && choiceKey(selected) === key;
          const { title, hint } = labelOf(choice);
          return (
            <label
              key={key}
              className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm ${checked ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-slate-200 hover:border-slate-300'}`}
            >
              <input type="radio" name="payment-method" value={key} className="mt-0.5 size-4 shrink-0 accent-brand-600" checked={checked} onChange={() => onSelect(choice)} />
              <span>
                <span className="block font-semibold text-slate-900">{title}</span>
                <span className="block text-slate-600">{hint}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
