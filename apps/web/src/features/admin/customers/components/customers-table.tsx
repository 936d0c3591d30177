/**
 * The customers of one page: name, contact, when they joined, whether blocked; View opens their
 * orders, returns, tickets and alerts, and a SuperAdmin also has Block or Unblock.
 */
import { badgeClasses } from '../../../../components/ui/badge';
import { formatDate } from '../../../../lib/format';
import type { CustomerRow } from '../api/list-customers';

export function CustomersTable({
  customers,
  canBlock,
  onBlock,
  onView,
}: {
  customers: CustomerRow[];
  canBlock: boolean;
  onBlock: (customer: CustomerRow) => void;
  onView: (customer: CustomerRow) => void;
}) {
  if (customers.length === 0) return <p className="p-6 text-center text-sm text-slate-600">No customers found.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {customers.map((customer) => (
        <li key={customer._id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
              {customer.name}
              {customer.blocked_at && <span className={badgeClasses('red')}>Blocked</span>}
            </p>
            <p className="truncate text-sm text-slate-600">
              {customer.email}
              {customer.phone && ` · +91 ${customer.phone}`}
            </p>
            <p className="text-xs text-slate-500">Joined {formatDate(customer.created_at)}</p>
          </div>
          <span className="flex shrink-0 gap-2 self-start sm:self-center">
            <button
              type="button"
              onClick={() => onView(customer)}
              aria-label={`View ${customer.name}`}
              className="rounded-lg border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              View
            </button>
            {canBlock && (
              <button
                type="button"
                onClick={() => onBlock(customer)}
                aria-label={`${customer.blocked_at ? 'Unblock' : 'Block'} ${customer.name}`}
                className={`rounded-lg border px-3 py-1.5 text-sm font-semibold ${
                  customer.blocked_at
                    ? 'border-slate-300 text-slate-700 hover:bg-slate-50'
                    : 'border-red-200 text-red-700 hover:bg-red-50'
                }`}
              >
                {customer.blocked_at ? 'Unblock' : 'Block'}
              </button>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
