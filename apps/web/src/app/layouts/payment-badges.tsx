/** The ways to pay the footer shows (storefront spec §2 Footer, §9: cards, net banking, UPI): text badges, no outside images. */
const METHODS = ['Visa', 'Mastercard', 'RuPay', 'UPI', 'Net Banking'] as const;

export function PaymentBadges() {
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wider text-slate-300">We accept</p>
      <ul aria-label="Payment methods" className="mt-2 flex flex-wrap gap-2">
        {METHODS.map((method) => (
          <li
            key={method}
            className="rounded-md border border-slate-600 bg-slate-800 px-2.5 py-1 text-xs font-bold tracking-wide text-slate-100"
          >
            {method}
          </li>
        ))}
      </ul>
    </div>
  );
}
