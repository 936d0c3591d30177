/**
 * The dashboard's line on support tickets past their one-month redress date (Consumer Protection
 * (E-Commerce) Rules 2020; docs/decisions/053): red with a link to Customer Complaints when any are.
 */
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';

export function OverdueComplaints({ count }: { count: number }) {
  const overdue = count > 0;
  return (
    <div
      role={overdue ? 'alert' : undefined}
      className={`flex flex-wrap items-center justify-between gap-2 rounded-xl px-4 py-3 text-sm ring-1 sm:px-5 ${overdue ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-white text-slate-600 ring-slate-200'}`}
    >
      <p>
        <span className="text-lg font-semibold tabular-nums" data-testid="overdue-complaints">
          {count.toLocaleString('en-IN')}
        </span>{' '}
        {count === 1 ? 'complaint is' : 'complaints are'} past the one-month redress date.
      </p>
      <Link to={paths.adminComplaints()} className="font-semibold text-brand-700 hover:underline">
        {overdue ? 'Answer them first' : 'Customer Complaints'}
      </Link>
    </div>
  );
}
