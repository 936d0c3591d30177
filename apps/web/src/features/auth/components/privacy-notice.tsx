/**
 * The short privacy notice on the signup form (issue 29; DPDP Act, 2023 s.5): what the shop keeps
 * and why, from domain's privacy-notice.rules.ts, whose version the signup records with the consent.
 */
import { PRIVACY_NOTICE_POINTS } from '@shop/domain/accounts/privacy-notice.rules';

export function PrivacyNotice() {
  return (
    <section
      aria-labelledby="privacy-notice"
      className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-xs text-slate-600"
    >
      <h2 id="privacy-notice" className="mb-1 text-sm font-semibold text-slate-800">
        How we use your data
      </h2>
      <ul className="list-disc space-y-0.5 pl-4">
        {PRIVACY_NOTICE_POINTS.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}
