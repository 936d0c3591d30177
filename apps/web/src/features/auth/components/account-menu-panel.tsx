/** The account menu's open panel (signed-in-menu.tsx): the customer's e-mail, Profile, My Orders and Logout. */
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLogout } from '../api/logout';

const item = 'block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-50 hover:text-brand-700';

/** Takes the customer's e-mail and what choosing a link does (closes the menu). */
export function AccountMenuPanel({ email, onChoose }: { email: string; onChoose: () => void }) {
  const logout = useLogout();
  return (
    <div
      role="menu"
      className="absolute right-0 top-full z-40 mt-1 w-52 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
    >
      <p className="truncate border-b border-slate-100 px-4 py-2 text-xs text-slate-500">{email}</p>
      <Link role="menuitem" to={paths.profile()} className={item} onClick={onChoose}>
        Profile
      </Link>
      <Link role="menuitem" to={paths.profile('orders')} className={item} onClick={onChoose}>
        My Orders
      </Link>
      <button
        role="menuitem"
        type="button"
        className="block w-full border-t border-slate-100 px-4 py-2 text-left text-sm font-medium text-red-600 hover:bg-red-50"
        disabled={logout.isPending}
        onClick={() => logout.mutate()}
      >
        Logout
      </button>
    </div>
  );
}
