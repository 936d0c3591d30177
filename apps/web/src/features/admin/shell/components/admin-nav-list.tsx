/**
 * The sidebar's links, grouped under their headings (admin spec §2; decision 034). A SubAdmin sees
 * SuperAdmin-only screens with a lock: opening one shows the Unauthorized popup (spec §6).
 */
import { NavLink } from 'react-router';
import { paths } from '../../../../config/paths';
import type { StaffAdmin } from '../api/get-admin-session';
import { LOCK_ICON } from './admin-nav-icons';
import { ADMIN_NAV_GROUPS, ADMIN_NAV_ITEMS } from './admin-nav-items';

export const navItemClasses = 'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors';

export function AdminNavList({ admin, onNavigate }: { admin: StaffAdmin; onNavigate: () => void }) {
  return (
    <>
      {ADMIN_NAV_GROUPS.map((group) => {
        const items = ADMIN_NAV_ITEMS.filter((item) => item.group === group);
        if (items.length === 0) return null;
        const headingId = `admin-nav-${group.toLowerCase()}`;
        return (
          <div
            key={group}
            role="group"
            aria-labelledby={group === 'Overview' ? undefined : headingId}
            aria-label={group === 'Overview' ? group : undefined}
            className="space-y-1"
          >
            {group !== 'Overview' && (
              <p id={headingId} className="px-3 pt-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {group}
              </p>
            )}
            {items.map((item) => {
              const locked = item.role === 'SuperAdmin' && admin.role !== 'SuperAdmin';
              return (
                <NavLink
                  key={item.to}
                  to={item.to}
                  // Only the Dashboard matches exactly: a screen's own pages (an order's detail under Orders) keep it highlighted.
                  end={item.to === paths.adminDashboard()}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    `${navItemClasses} ${isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'}`
                  }
                >
                  {item.icon}
                  <span className="flex-1">{item.label}</span>
                  {locked && (
                    <span className="text-slate-400" title="SuperAdmin only">
                      {LOCK_ICON}
                      <span className="sr-only">(SuperAdmin only)</span>
                    </span>
                  )}
                </NavLink>
              );
            })}
          </div>
        );
      })}
    </>
  );
}
