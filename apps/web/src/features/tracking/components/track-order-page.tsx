/**
 * /track-order (shopper spec §2 Track order): breadcrumb Home > Track Orders, the tabs Track by
 * Order ID (anyone) and My Orders (signed-in customers only; ?tab=my-orders), and a line that
 * asks a visitor to log in or points a customer to My Orders. Rendered on the server as for a
 * visitor (decision 092): the line keeps its place when the session answers. The header's Track Order link leads here.
 */
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../shared/session/get-session';
import { GuestTracking } from './guest-tracking';
import { MyOrdersTracking } from './my-orders-tracking';

const TABS = [
  { key: 'order-id', label: 'Track by Order ID' },
  { key: 'my-orders', label: 'My Orders' },
] as const;

export function TrackOrderPage() {
  const session = useSession();
  const signedIn = Boolean(session.data);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = signedIn && searchParams.get('tab') === 'my-orders' ? 'my-orders' : 'order-id';
  const tabs = signedIn ? TABS : TABS.slice(0, 1);
  const choose = (key: (typeof TABS)[number]['key']) =>
    setSearchParams(key === 'my-orders' ? { tab: 'my-orders' } : {}, { replace: true });

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-500">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to={paths.home()} className="hover:text-brand-700 hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page" className="text-slate-700">
            Track Orders
          </li>
        </ol>
      </nav>
      <h1 className="mb-1 text-2xl font-bold text-slate-900">Track your order</h1>
      <p className="mb-5 text-sm text-slate-600">
        Follow your order from payment to delivery, with the courier's live tracking once it ships.
      </p>
      <div role="tablist" aria-label="How to find your order" className="mb-5 flex gap-1 border-b border-slate-200">
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={tab === t.key}
            onClick={() => choose(t.key)}
            className={`-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold transition ${tab === t.key ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-500 hover:text-slate-800'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      {/* One line either way, there from the first paint (the server renders it as for a visitor),
          so the form below does not move when the session answers. */}
      <p className="mb-5 rounded-lg bg-brand-50 px-4 py-3 text-sm text-slate-700">
        {signedIn ? (
          <>
            Signed in: all your orders are under{' '}
            <button
              type="button"
              onClick={() => choose('my-orders')}
              className="font-semibold text-brand-700 hover:underline"
            >
              My Orders
            </button>
            .
          </>
        ) : (
          <>
            Have an account?{' '}
            <Link to={paths.login(paths.trackOrder())} className="font-semibold text-brand-700 hover:underline">
              Log in
            </Link>{' '}
            to see all your orders here.
          </>
        )}
      </p>
      <div role="tabpanel">{tab === 'my-orders' ? <MyOrdersTracking /> : <GuestTracking />}</div>
    </div>
  );
}
