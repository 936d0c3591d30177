/**
 * A payment provider's mark for the checkout (issue 27 item 18): a small drawn roundel with the
 * provider's initial and its name in type, made here and shipped with the app (no provider
 * artwork, nothing fetched). The sandbox is marked as a test: a flask and "Test".
 */

/** How each provider is drawn; an unknown gateway gets a grey roundel with its initial. */
const PROVIDERS: Record<string, { name: string; initial: string; fill: string }> = {
  cashfree: { name: 'Cashfree', initial: 'C', fill: '#4338ca' },
  phonepe: { name: 'PhonePe', initial: 'P', fill: '#6d28d9' },
};

/** The provider's name as the checkout writes it. */
export function providerName(gateway: string): string {
  if (gateway === 'sandbox') return 'Sandbox';
  return PROVIDERS[gateway]?.name ?? gateway.charAt(0).toUpperCase() + gateway.slice(1);
}

function Roundel({ gateway }: { gateway: string }) {
  if (gateway === 'sandbox') {
    return (
      <svg viewBox="0 0 24 24" className="size-6 shrink-0" aria-hidden="true">
        <circle cx="12" cy="12" r="12" fill="#f59e0b" />
        <path
          d="M10 6h4M10.5 6v4.2L7.2 16.4A1.2 1.2 0 0 0 8.3 18h7.4a1.2 1.2 0 0 0 1.1-1.6l-3.3-6.2V6"
          fill="none"
          stroke="#fff"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M8.6 15h6.8" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
    );
  }
  const look = PROVIDERS[gateway] ?? { initial: providerName(gateway).charAt(0), fill: '#475569' };
  return (
    <svg viewBox="0 0 24 24" className="size-6 shrink-0" aria-hidden="true">
      <circle cx="12" cy="12" r="12" fill={look.fill} />
      <text
        x="12"
        y="16.5"
        textAnchor="middle"
        fontSize="13"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        fill="#fff"
      >
        {look.initial}
      </text>
    </svg>
  );
}

/** The provider's roundel and name; the sandbox's with a Test tag. */
export function PaymentProviderMark({ gateway }: { gateway: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <Roundel gateway={gateway} />
      <span className="font-semibold text-slate-900">{providerName(gateway)}</span>
      {gateway === 'sandbox' && (
        <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold uppercase tracking-wide text-amber-800">
          Test
        </span>
      )}
    </span>
  );
}
