/** Loyalty (shopper spec §1, §2: "a loyalty program is shown as coming soon", its content not shown). */
export function LoyaltySection() {
  return (
    <section aria-labelledby="loyalty-heading" className="space-y-3">
      <h2 id="loyalty-heading" className="text-xl font-bold text-slate-900">
        Loyalty
      </h2>
      <div className="rounded-xl border border-dashed border-brand-200 bg-brand-50 p-6 text-center">
        <p className="text-lg font-semibold text-brand-800">Coming soon</p>
        <p className="mt-1 text-sm text-slate-600">
          The loyalty programme is on its way. We will tell you by e-mail when it starts.
        </p>
      </div>
    </section>
  );
}
