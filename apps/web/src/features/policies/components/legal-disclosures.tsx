/**
 * The seller's legal disclosures (Consumer Protection (E-Commerce) Rules 2020, r.4(1) and r.4(4)):
 * legal name, registered address, GSTIN, customer care and the grievance officer, from the store
 * settings. Shown in the footer of every page and at the foot of every policy page.
 */
import { telHref } from '../../../config/site';
import { usePublicSettings } from '../../../shared/settings/get-public-settings';

const TONES = {
  dark: {
    box: 'text-slate-400',
    strong: 'text-slate-200',
    link: 'hover:text-white underline-offset-2 hover:underline',
  },
  light: { box: 'text-slate-600', strong: 'text-slate-900', link: 'text-brand-700 hover:underline' },
};

/** The disclosures; `id` makes the block a link target (the policy pages' #grievance-officer). */
export function LegalDisclosures({ tone = 'light', id }: { tone?: keyof typeof TONES; id?: string }) {
  const s = usePublicSettings();
  const c = TONES[tone];
  const mail = (address: string) => (
    <a href={`mailto:${address}`} className={c.link}>
      {address}
    </a>
  );
  const call = (phone: string) => (
    <a href={telHref(phone)} className={c.link}>
      {phone}
    </a>
  );
  return (
    <section id={id} aria-label="Seller and grievance officer" className={`grid gap-4 text-xs sm:grid-cols-2 ${c.box}`}>
      <div>
        <h2 className={`text-xs font-semibold uppercase tracking-wider ${c.strong}`}>Seller</h2>
        <p className="mt-2">
          <span className={c.strong}>{s.sellerName}</span>
          <br />
          {s.sellerAddress}
          {s.sellerGstin && (
            <>
              <br />
              GSTIN {s.sellerGstin}
            </>
          )}
        </p>
        <p className="mt-2">
          Customer care: {mail(s.supportEmail)} · {call(s.supportPhone)} · {s.supportHours}
        </p>
      </div>
      <div>
        <h2 className={`text-xs font-semibold uppercase tracking-wider ${c.strong}`}>Grievance officer</h2>
        <p className="mt-2">
          <span className={c.strong}>{s.grievanceOfficerName}</span>, {s.grievanceOfficerDesignation}
          <br />
          {mail(s.grievanceOfficerEmail)} · {call(s.grievanceOfficerPhone)}
        </p>
        <p className="mt-2">Complaints are acknowledged within 48 hours and resolved within one month.</p>
      </div>
    </section>
  );
}
