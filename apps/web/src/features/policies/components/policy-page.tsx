/**
 * A policy page (storefront spec §2 route table, §9; issue 30): /terms-and-conditions (also
 * /terms), /privacy-policy (also /privacy), /orders-and-payment-policy, /cancellation-policy,
 * /shipping-policy, /return-policy, /warranty-policy. The text and every figure in it come from
 * the store settings through GET /policies/{slug}; the seller's disclosures close the page. The
 * layout opens every new page at the top.
 */
import { LEGAL_DISCLOSURES_ANCHOR, POLICY_PAGES, policyPageOf } from '@shop/domain/policies/policy-pages.config';
import { Link, useLocation } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { CenteredSpinner } from '../../../components/ui/spinner';
import { PolicyText } from '../../../shared/policies/policy-text';
import { usePolicy } from '../api/get-policy';
import { LegalDisclosures } from './legal-disclosures';

export function PolicyPage() {
  const { pathname } = useLocation();
  const page = policyPageOf(pathname.replace(/^\/+|\/+$/g, '')) ?? POLICY_PAGES[0];
  const policy = usePolicy(page.slug);
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:py-12 lg:grid-cols-[1fr_16rem]">
      <div className="min-w-0">
        <article>
          <h1 className="text-3xl font-bold text-slate-900">{page.title}</h1>
          {/* A screen's height while the text loads, so the disclosures below do not jump when it arrives. */}
          <div className={policy.isPending ? 'mt-6 min-h-screen' : 'mt-6'}>
            {policy.isPending ? (
              <CenteredSpinner />
            ) : policy.isError ? (
              <LoadError
                title="This policy could not be loaded"
                message={policy.error.message}
                onRetry={() => void policy.refetch()}
              />
            ) : (
              <PolicyText text={policy.data.policy.text} />
            )}
          </div>
        </article>
        <aside className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-5">
          <LegalDisclosures id={LEGAL_DISCLOSURES_ANCHOR} />
        </aside>
      </div>
      <nav aria-label="Our policies" className="lg:sticky lg:top-24 lg:self-start">
        <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-500">Our policies</h2>
        <ul className="mt-3 space-y-1 text-sm">
          {POLICY_PAGES.map((other) => (
            <li key={other.slug}>
              <Link
                to={`/${other.slug}`}
                aria-current={other.slug === page.slug ? 'page' : undefined}
                className={`block rounded-lg px-3 py-2 ${other.slug === page.slug ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`}
              >
                {other.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
