/**
 * One customer's record for staff (issue 29 "Staff: Customers"), opened by View on the Customers
 * screen: their contact and when they joined, then their orders, return requests, tickets and
 * back-in-stock alerts (customer-detail-sections.tsx). A dialog on wide screens, nearly the full
 * width on a phone, its body scrolling when the lists are long.
 */
import { Badge } from '../../../../components/ui/badge';
import { LoadError } from '../../../../components/ui/load-error';
import { Modal } from '../../../../components/ui/modal';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { formatDate } from '../../../../lib/format';
import { useCustomerDetail } from '../api/get-customer-detail';
import type { CustomerRow } from '../api/list-customers';
import { CustomerDetailSections } from './customer-detail-sections';

export function CustomerDetailDialog({ customer, onClose }: { customer: CustomerRow; onClose: () => void }) {
  const detail = useCustomerDetail(customer._id);
  const shown = detail.data?.customer ?? customer;
  return (
    <Modal
      title={shown.name}
      size="lg"
      onClose={onClose}
      description={
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="break-all">{shown.email}</span>
          {shown.phone && <span>+91 {shown.phone}</span>}
          <span>Joined {formatDate(shown.created_at)}</span>
          {shown.blocked_at && <Badge tone="red">Blocked {formatDate(shown.blocked_at)}</Badge>}
        </span>
      }
    >
      {detail.isPending ? (
        <CenteredSpinner label="Loading the customer's record…" />
      ) : detail.isError ? (
        <LoadError
          title="Could not load this customer"
          message={detail.error.message}
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <CustomerDetailSections detail={detail.data} />
      )}
    </Modal>
  );
}
