/**
 * Account Details (shopper spec §2 profile): the signed-in customer's name, contact, company and
 * saved addresses; Edit turns the name and phone into a form (Cancel turns it back), and the
 * password can be changed below.
 *
 * The two forms (and react-hook-form with them) load when they are wanted: the edit form on Edit,
 * the password form when it comes near the viewport, below a phone's first screen (issue 31,
 * docs/decisions/090).
 */
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { User } from '@shop/domain/accounts/account.responses';
import { LazySection } from '../../../components/ui/lazy-section';
import { CenteredSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';

const ProfileEditForm = lazy(async () => ({ default: (await import('./profile-edit-form')).ProfileEditForm }));
const ChangePasswordForm = lazy(async () => ({ default: (await import('./change-password-form')).ChangePasswordForm }));

export function AccountDetails({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const rows: [string, string][] = [
    ['Name', user.name],
    ['Email', user.email],
    ['Phone', user.phone ? `+91 ${user.phone}` : 'Not added'],
    ...(user.companyName ? [['Company', user.companyName] as [string, string]] : []),
    ...(user.gstNumber ? [['GST number', user.gstNumber] as [string, string]] : []),
  ];
  return (
    <section aria-labelledby="account-heading" className="space-y-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id="account-heading" className="text-xl font-bold text-slate-900">
          Account Details
        </h2>
        {!editing && (
          <button
            type="button"
            onClick={() => setEditing(true)}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            Edit
          </button>
        )}
      </div>
      {editing ? (
        <Suspense fallback={<CenteredSpinner />}>
          <ProfileEditForm user={user} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm shadow-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
              <dt className="font-medium text-slate-500">{label}</dt>
              <dd className="text-slate-900 sm:col-span-2">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div>
        <h3 className="mb-2 font-semibold text-slate-900">Saved addresses</h3>
        {user.address.length === 0 ? (
          <p className="text-sm text-slate-500">No saved addresses yet. Add one here or at checkout.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {user.address.map((address, index) => (
              <li
                key={`${index}-${address}`}
                className="rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700"
              >
                {address}
              </li>
            ))}
          </ul>
        )}
        <Link
          to={paths.profile('addresses')}
          className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          Manage addresses
        </Link>
      </div>
      <LazySection label="Change password" reserve="min-h-[25rem]" margin="0px">
        <ChangePasswordForm userId={user._id} />
      </LazySection>
    </section>
  );
}
