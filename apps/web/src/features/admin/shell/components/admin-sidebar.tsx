/** The admin sidebar: grouped screens, back to the shop, who is signed in, logout; a top menu behind a menu button on phones (admin spec §2). */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../../components/ui/toast';
import { paths } from '../../../../config/paths';
import type { StaffAdmin } from '../api/get-admin-session';
import { useLogoutAdmin } from '../api/logout-admin';
import { LOGOUT_ICON, SHOP_ICON } from './admin-nav-icons';
import { AdminNavList, navItemClasses as itemClasses } from './admin-nav-list';

export function AdminSidebar({ admin }: { admin: StaffAdmin }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const logout = useLogoutAdmin();
  const navigate = useNavigate();

  async function onLogout() {
    try {
      await logout.mutateAsync();
      toast.success('Logged out');
    } catch {
      // The session is forgotten on this screen either way; the login page follows.
    }
    navigate(paths.adminLogin(), { replace: true });
  }

  return (
    <aside className="sticky top-0 z-30 border-b border-slate-200 bg-white lg:fixed lg:inset-y-0 lg:left-0 lg:flex lg:w-60 lg:flex-col lg:border-r lg:border-b-0">
      <div className="flex h-14 items-center justify-between px-4 lg:h-16 lg:px-5">
        <Link to={paths.adminDashboard()} className="flex items-center gap-2 font-semibold text-slate-900">
          <span
            aria-hidden
            className="grid size-8 place-items-center rounded-md bg-brand-600 text-sm font-bold text-white"
          >
            M
          </span>
          <span>
            MakerShop <span className="font-normal text-slate-500">Admin</span>
          </span>
        </Link>
        <button
          type="button"
          className="rounded-md p-2 text-slate-600 hover:bg-slate-100 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="admin-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} className="size-6">
            <path strokeLinecap="round" d={menuOpen ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} />
          </svg>
        </button>
      </div>

      <div
        id="admin-menu"
        className={`${menuOpen ? 'flex' : 'hidden'} max-h-[calc(100dvh-3.5rem)] flex-col overflow-y-auto border-t border-slate-200 lg:flex lg:max-h-none lg:flex-1 lg:overflow-hidden lg:border-t-0`}
      >
        <nav aria-label="Admin" className="flex-1 space-y-1 overflow-y-auto px-3 py-3 lg:py-4">
          <AdminNavList admin={admin} onNavigate={() => setMenuOpen(false)} />
          <Link to={paths.home()} className={`${itemClasses} text-slate-600 hover:bg-slate-100 hover:text-slate-900`}>
            {SHOP_ICON}
            Back to shop
          </Link>
        </nav>

        <div className="flex items-center gap-3 border-t border-slate-200 px-4 py-3 lg:flex-col lg:items-stretch lg:px-4 lg:py-4">
          <div className="flex min-w-0 flex-1 items-center gap-3">
            <span
              aria-hidden
              className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
            >
              {admin.name.trim().charAt(0).toUpperCase() || 'A'}
            </span>
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-slate-900" title={admin.email}>
                {admin.name}
              </p>
              <p className="text-xs text-slate-500">{admin.role}</p>
            </div>
          </div>
          <button
            type="button"
            onClick={() => void onLogout()}
            disabled={logout.isPending}
            className="flex items-center justify-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-slate-600 ring-1 ring-slate-200 ring-inset hover:bg-red-50 hover:text-red-700 hover:ring-red-200 disabled:opacity-50"
          >
            {LOGOUT_ICON}
            Logout
          </button>
        </div>
      </div>
    </aside>
  );
}
