/**
 * The header's account area (storefront spec §2 header): Login and Sign Up for visitors; for a
 * signed-in customer a menu with Profile, My Orders and Logout (signed-in-menu.tsx; the menu's
 * panel loads when it is about to open).
 */
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../shared/session/get-session';
import { SignedInMenu } from './signed-in-menu';

// No wider than the Login link or the account button it becomes: a wider one wraps the phone's header row.
const pending = <span className="h-9 w-16 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />;

export function AccountMenu() {
  const session = useSession();
  if (session.isPending) return pending;
  const user = session.data;
  if (!user) {
    return (
      <div className="flex items-center gap-1 text-sm font-semibold">
        <Link
          to={paths.login()}
          className="rounded-lg px-3 py-2 text-slate-700 hover:bg-slate-100 hover:text-brand-700"
        >
          Login
        </Link>
        <Link
          to={paths.signup()}
          className="hidden rounded-lg bg-brand-600 px-3 py-2 text-white hover:bg-brand-700 sm:block"
        >
          Sign Up
        </Link>
      </div>
    );
  }
  return <SignedInMenu user={user} />;
}
