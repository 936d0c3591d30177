/**
 * /admin-dashboard/bulk-order-enquiry — Bulk Order Enquiries (admin spec §2, one screen for the
 * spec's Enquiries and Bulk Order Requests, DESIGN.md; issue 30): the newest enquiries as cards,
 * with their status, mails and quotes; 'No Enquiries Found' when there are none.
 */
import { NO_ENQUIRIES } from '@shop/domain/enquiries/enquiry.rules';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { useStaffEnquiries } from '../api/enquiries';
import { EnquiryCard } from './enquiry-card';

export function EnquiriesPage() {
  const list = useStaffEnquiries();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">Bulk Order Enquiries</h1>
        {list.data && <p className="text-sm text-slate-600">{list.data.total} total requests</p>}
      </div>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadError title="Failed to fetch enquiries" message={list.error.message} onRetry={() => void list.refetch()} />
      ) : list.data.enquiries.length === 0 ? (
        <EmptyState title={NO_ENQUIRIES} text="Enquiries sent from the B2B page appear here." />
      ) : (
        <div className="space-y-4">
          {list.data.enquiries.map((e) => (
            <EnquiryCard key={e._id} enquiry={e} />
          ))}
        </div>
      )}
    </div>
  );
}
