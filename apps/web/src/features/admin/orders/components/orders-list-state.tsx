/** What the order list shows instead of rows: loading, a load error, or the empty states (admin spec §2). */
import { Button } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';

export function OrdersLoading() {
  return (
    <div role="status" aria-label="Loading orders" className="divide-y divide-slate-100">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="flex animate-pulse items-center gap-4 px-5 py-5">
          <div className="h-4 w-16 rounded bg-slate-200" />
          <div className="h-10 w-10 rounded-md bg-slate-200" />
          <div className="h-4 flex-1 rounded bg-slate-200" />
          <div className="hidden h-4 w-24 rounded bg-slate-200 sm:block" />
        </div>
      ))}
    </div>
  );
}

export function OrdersError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <LoadError title="Could not load orders" message={message} onRetry={onRetry} />;
}

export function OrdersEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-14 text-center">
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        className="size-10 text-slate-300"
      >
        <path
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M20.25 7.5l-.625 10.632a2.25 2.25 0 0 1-2.247 2.118H6.622a2.25 2.25 0 0 1-2.247-2.118L3.75 7.5m8.25 3v6.75m0 0-3-3m3 3 3-3M3.375 7.5h17.25c.621 0 1.125-.504 1.125-1.125v-1.5c0-.621-.504-1.125-1.125-1.125H3.375c-.621 0-1.125.504-1.125 1.125v1.5c0 .621.504 1.125 1.125 1.125Z"
        />
      </svg>
      <p className="font-medium text-slate-900">{filtered ? 'No orders found' : 'No orders available'}</p>
      <p className="text-sm text-slate-500">
        {filtered ? 'No order matches these filters.' : 'Orders placed in the shop will appear here.'}
      </p>
      {filtered && (
        <Button variant="secondary" className="mt-2" onClick={onClear}>
          Show all orders
        </Button>
      )}
    </div>
  );
}
