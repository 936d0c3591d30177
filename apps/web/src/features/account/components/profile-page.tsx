/**
 * The account area at /profile?section=… (shopper spec §2 profile): a menu with Account Details,
 * Your Orders, Return Requests, Your Addresses, Your Bulk Requests (issue 30), Help & Support, Loyalty (coming soon), Privacy (issue 29), and Logout. Sections the shop has not built
 * yet are not listed.
 */
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { CenteredSpinner } from '../../../components/ui/spinner';
import { RequireUser } from '../../../shared/session/require-user';
import { useLogout } from '../../auth';
import type { User } from '@shop/domain/accounts/account.responses';
import { AccountDetails } from './account-details';

// Each section's code loads when it is opened: the page first shows Account Details, and a
// phone should not download the orders, returns and support screens with it (issue 31).
const AddressesSection = lazy(async () => ({ default: (await import('./addresses-section')).AddressesSection }));
const HelpSupportSection = lazy(async () => ({
  default: (await import('./support/help-support-section')).HelpSupportSection,
}));
const OrdersSection = lazy(async () => ({ default: (await import('./orders-section')).OrdersSection }));
const ReturnRequestsSection = lazy(async () => ({
  default: (await import('./returns/return-requests-section')).ReturnRequestsSection,
}));
const LoyaltySection = lazy(async () => ({ default: (await import('./loyalty-section')).LoyaltySection }));
const PrivacySection = lazy(async () => ({ default: (await import('./privacy-section')).PrivacySection }));
const BulkRequestsSection = lazy(async () => ({ default: (await import('../../b2b')).BulkRequestsSection }));

const SECTIONS = [
  { key: 'profile', label: 'Account Details' },
  { key: 'orders', label: 'Your Orders' },
  { key: 'return-requests', label: 'Return Requests' },
  { key: 'addresses', label: 'Your Addresses' },
  { key: 'bulk-request', label: 'Your Bulk Requests' },
  { key: 'help-support', label: 'Help & Support' },
  { key: 'loyalty', label: 'Loyalty' },
  { key: 'privacy', label: 'Privacy' },
] as const;
type SectionKey = (typeof SECTIONS)[number]['key'];

function sectionOf(param: string | null): SectionKey {
  return SECTIONS.find((s) => s.key === param)?.key ?? 'profile';
}

function Profile({ user }: { user: User }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const logout = useLogout();
  const section = sectionOf(searchParams.get('section'));
  const item = 'block w-full rounded-lg px-3 py-2.5 text-left text-sm font-semibold transition';

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">My Account</h1>
      <div className="grid items-start gap-6 md:grid-cols-[15rem_1fr]">
        <nav aria-label="Account" className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
          <p className="truncate px-3 pb-2 text-sm text-slate-500">
            Hello, <span className="font-semibold text-slate-900">{user.firstName || user.name}</span>
          </p>
          <ul className="grid grid-cols-2 gap-1 md:flex md:flex-col">
            {SECTIONS.map(({ key, label }) => (
              <li key={key} className="flex-1">
                <button
                  type="button"
                  aria-current={section === key ? 'page' : undefined}
                  onClick={() => setSearchParams({ section: key })}
                  className={`${item} ${section === key ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-50'}`}
                >
                  {label}
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
            className={`${item} mt-1 text-red-600 hover:bg-red-50`}
          >
            Logout
          </button>
        </nav>
        <div className="min-w-0">
          <Suspense fallback={<CenteredSpinner />}>
            {section === 'orders' ? (
              <OrdersSection />
            ) : section === 'return-requests' ? (
              <ReturnRequestsSection />
            ) : section === 'addresses' ? (
              <AddressesSection savedCount={user.address.length} />
            ) : section === 'bulk-request' ? (
              <BulkRequestsSection />
            ) : section === 'help-support' ? (
              <HelpSupportSection user={user} />
            ) : section === 'loyalty' ? (
              <LoyaltySection />
            ) : section === 'privacy' ? (
              <PrivacySection />
            ) : (
              <AccountDetails user={user} />
            )}
          </Suspense>
        </div>
      </div>
    </div>
  );
}

export function ProfilePage() {
  return <RequireUser>{(user) => <Profile user={user} />}</RequireUser>;
}
