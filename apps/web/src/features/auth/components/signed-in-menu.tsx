/**
 * The signed-in customer's account menu in the header (account-menu.tsx): the button, and on
 * opening it the panel with Profile, My Orders and Logout (account-menu-panel.tsx), whose code
 * loads when the button is first pointed at, focused or pressed (decision 099).
 */
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { User } from '@shop/domain/accounts/account.responses';
import { ChevronDownIcon, UserIcon } from '../../../components/ui/icons';
import { useDismiss } from '../../../lib/use-dismiss';

const loadPanel = () => import('./account-menu-panel');
const AccountMenuPanel = lazy(async () => ({ default: (await loadPanel()).AccountMenuPanel }));

export function SignedInMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const rootRef = useRef<HTMLDivElement>(null);
  useDismiss(rootRef, open, close);
  const preload = () => void loadPanel().catch(() => undefined);

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`Account menu for ${user.name}`}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-1.5 rounded-lg p-2 text-slate-700 hover:bg-slate-100"
      >
        <UserIcon className="size-6" />
        <span className="hidden max-w-28 truncate text-sm font-semibold lg:inline">{user.firstName || user.name}</span>
        <ChevronDownIcon className="hidden size-4 lg:block" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccountMenuPanel email={user.email} onChoose={close} />
        </Suspense>
      )}
    </div>
  );
}
