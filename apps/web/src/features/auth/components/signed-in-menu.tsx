/** The signed-in customer's account menu in the header (account-menu.tsx): Profile, My Orders and Logout. */
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon, UserIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import type { User } from '@shop/domain/accounts/account.responses';
import { useDismiss } from '../../../lib/use-dismiss';
import { useLogout } from '../api/logout';

export function SignedInMenu({ user }: { user: User }) {
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const rootRef = useRef<HTMLDivElement>(null);
  useDismiss(rootRef, open, close);

  const item = 'block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-50 hover:text-brand-700';
  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`Account menu for ${user.name}`}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-1.5 rounded-lg p-2 text-slate-700 hover:bg-slate-100"
      >
        <UserIcon className="size-6" />
        <span className="hidden max-w-28 truncate text-sm font-semibold lg:inline">{user.firstName || user.name}</span>
        <ChevronDownIcon className="hidden size-4 lg:block" />
      </button>
      {open && (
        <div
          role="menu"
          className="absolute right-0 top-full z-40 mt-1 w-52 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          <p className="truncate border-b border-slate-100 px-4 py-2 text-xs text-slate-500">{user.email}</p>
          <Link role="menuitem" to={paths.profile()} className={item} onClick={() => setOpen(false)}>
            Profile
          </Link>
          <Link role="menuitem" to={paths.profile('orders')} className={item} onClick={() => setOpen(false)}>
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
      )}
    </div>
  );
}
