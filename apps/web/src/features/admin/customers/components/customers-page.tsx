/**
 * /admin-dashboard/customers: Customers (issue 29 "Staff: Customers"), for SubAdmin and SuperAdmin:
 * search by name, e-mail or phone, 20 a page, newest first; View opens a customer's orders, return
 * requests, tickets and back-in-stock alerts. A SuperAdmin blocks a customer (signed out at once,
 * sign-in and password reset refused) and unblocks them; both are in the audit log.
 */
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { useAdminSession } from '../../shell/api/get-admin-session';
import { useCustomers, type CustomerRow } from '../api/list-customers';
import { BlockCustomerDialog } from './block-customer-dialog';
import { CustomerDetailDialog } from './customer-detail-dialog';
import { CustomersTable } from './customers-table';

export function CustomersPage() {
  const isSuperAdmin = useAdminSession().data?.role === 'SuperAdmin';
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [blocking, setBlocking] = useState<CustomerRow | null>(null);
  const [viewing, setViewing] = useState<CustomerRow | null>(null);
  const customers = useCustomers(search, pageNum);
  const pages = customers.data ? Math.max(1, Math.ceil(customers.data.customerCount / customers.data.pageSize)) : 1;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
    setPageNum(1);
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Customers</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">
          Everyone with a shop account, newest first. View shows a customer's orders, returns, tickets and alerts.
          {isSuperAdmin && ' A blocked customer is signed out at once and cannot sign in until unblocked.'}
        </p>
      </header>
      <form role="search" onSubmit={onSearch} className="flex max-w-xl gap-2">
        <label htmlFor="customer-search" className="sr-only">
          Search customers
        </label>
        <input
          id="customer-search"
          type="search"
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.target.value)}
          placeholder="Name, e-mail or phone"
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
        />
        <Button type="submit">Search</Button>
      </form>
      <section aria-label="Customers" className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        {customers.isPending ? (
          <CenteredSpinner label="Loading customers…" />
        ) : customers.isError ? (
          <LoadError
            title="Could not load customers"
            message={customers.error.message}
            onRetry={() => void customers.refetch()}
          />
        ) : (
          <CustomersTable
            customers={customers.data.customers}
            canBlock={isSuperAdmin}
            onBlock={setBlocking}
            onView={setViewing}
          />
        )}
      </section>
      {customers.data && customers.data.customerCount > 0 && (
        <nav aria-label="Pages" className="flex items-center justify-between text-sm text-slate-600">
          <span>
            {customers.data.customerCount} {customers.data.customerCount === 1 ? 'customer' : 'customers'} · page{' '}
            {pageNum} of {pages}
          </span>
          <span className="flex gap-2">
            <Button variant="outline" size="sm" disabled={pageNum <= 1} onClick={() => setPageNum((n) => n - 1)}>
              Previous
            </Button>
            <Button variant="outline" size="sm" disabled={pageNum >= pages} onClick={() => setPageNum((n) => n + 1)}>
              Next
            </Button>
          </span>
        </nav>
      )}
      {viewing && <CustomerDetailDialog customer={viewing} onClose={() => setViewing(null)} />}
      {blocking && <BlockCustomerDialog customer={blocking} onClose={() => setBlocking(null)} />}
    </div>
  );
}
