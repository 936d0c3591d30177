/**
 * /admin-dashboard/orders/:id — the order detail for staff (issue 10 "Order detail for staff"):
 * "Order #SHORTID" with its statuses, then its lines and totals, payments and their attempts,
 * refunds, shipment and its events, the audit history, the customer and delivery, the invoice and
 * credit notes, and the customer's other orders; a link back to Order Management.
 */
import { Link, useParams } from 'react-router';
import { shortOrderId } from '@shop/domain/orders/order-tracking.rules';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../../components/ui/status-badge';
import { Badge } from '../../../../components/ui/badge';
import { paths } from '../../../../config/paths';
import { hasErrorCode } from '../../../../lib/api-client';
import { formatDateTime, formatRupees } from '../../../../lib/format';
import { useDocumentTitle } from '../../../../shared/settings/use-document-title';
import { useOrderDetail, type OrderDetail } from '../api/get-order-detail';
import { OrderCustomerSection } from './order-customer-section';
import { OrderDocumentsSection } from './order-documents-section';
import { OrderHistorySection } from './order-history-section';
import { OrderLinesSection } from './order-lines-section';
import { OrderPaymentsSection } from './order-payments-section';
import { OrderShipmentSection } from './order-shipment-section';
import { OtherOrdersSection } from './other-orders-section';

function BackLink() {
  return (
    <Link
      to={paths.adminOrders()}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      <span aria-hidden>←</span> Back to Order Management
    </Link>
  );
}

function Detail({ detail }: { detail: OrderDetail }) {
  const { order } = detail;
  return (
    <>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Order #{shortOrderId(order._id)}</h1>
          <p className="mt-1 text-sm text-slate-600">
            Placed {formatDateTime(order.created_at)} by {order.name} ·{' '}
            <span className="font-semibold text-slate-800">{formatRupees(order.totalPrice)}</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.payment_status} prefix="Payment: " />
          {order.refund_due && <Badge tone="orange">Refund due</Badge>}
          {order.hasBulkItems && <Badge tone="indigo">Bulk order</Badge>}
        </div>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-6">
          <OrderLinesSection order={order} />
          <OrderPaymentsSection detail={detail} />
          <OrderShipmentSection orderId={order._id} shipment={detail.shipment} />
          <OrderHistorySection entries={detail.audit} />
        </div>
        <div className="min-w-0 space-y-6">
          <OrderCustomerSection order={order} />
          <OrderDocumentsSection invoice={detail.invoice} creditNotes={detail.creditNotes} />
          <OtherOrdersSection orders={detail.otherOrders} total={detail.otherOrderCount} />
        </div>
      </div>
    </>
  );
}

export function OrderDetailPage() {
  const id = useParams().id ?? '';
  const detail = useOrderDetail(id);
  const error = detail.error;
  useDocumentTitle(detail.data ? `Order #${shortOrderId(detail.data.order._id)}` : 'Order');

  return (
    <div className="space-y-6">
      <BackLink />
      {detail.data ? (
        <Detail detail={detail.data} />
      ) : detail.isPending ? (
        <CenteredSpinner label="Loading the order…" />
      ) : hasErrorCode(error, 'NOT_FOUND', 'VALIDATION_FAILED', 'BAD_REQUEST') ? (
        <div className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          <EmptyState title="Order not found" text="No order has this id. It may have been mistyped." />
        </div>
      ) : (
        <div className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          <LoadError
            title="Could not load the order"
            message={error?.message ?? ''}
            onRetry={() => void detail.refetch()}
          />
        </div>
      )}
    </div>
  );
}
