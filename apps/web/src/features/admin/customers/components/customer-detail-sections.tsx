/**
 * The four lists of staff's customer detail (issue 29): orders (each opening its staff detail page),
 * return requests (opening their order), tickets and back-in-stock alerts, newest first, each with
 * its count and an empty state. Rows wrap on a phone and sit on one line when there is room.
 */
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { ReturnStateBadge } from '../../../../components/ui/return-badge';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../../components/ui/status-badge';
import { TicketStatusBadge } from '../../../../components/ui/ticket-badges';
import { paths } from '../../../../config/paths';
import { formatDate, formatRupees } from '../../../../lib/format';
import type { CustomerDetailData } from '../api/get-customer-detail';
import { ALERT_STATUS, itemCount, listCount } from '../lib/customer-detail-labels';
import { DetailList, Lead, rowClasses } from './customer-detail-list';

const linkClasses = 'font-mono font-semibold text-brand-700 underline-offset-2 hover:underline';

/** Orders: short id (to the staff order page), date, total, units and statuses. */
function OrdersList({ detail }: { detail: CustomerDetailData }) {
  return (
    <DetailList
      title="Orders"
      count={listCount(detail.orders.length, detail.orderCount, { one: 'order', many: 'orders' })}
      empty="No orders yet."
    >
      {detail.orders.map((order) => (
        <li key={order._id} className={rowClasses}>
          <Lead date={order.created_at}>
            <Link to={paths.adminOrderDetail(order._id)} className={linkClasses} aria-label={`Order #${order.shortId}`}>
              #{order.shortId}
            </Link>
          </Lead>
          <span className="flex flex-wrap items-center gap-1.5">
            <span className="text-sm font-medium tabular-nums text-slate-900">{formatRupees(order.totalPrice)}</span>
            <span className="text-xs text-slate-500">{itemCount(order.itemCount)}</span>
            <OrderStatusBadge status={order.status} />
            <PaymentStatusBadge status={order.payment_status} prefix="Payment: " />
          </span>
        </li>
      ))}
    </DetailList>
  );
}

/** Return requests: their order (to its staff page), date and state. */
function ReturnsList({ detail }: { detail: CustomerDetailData }) {
  return (
    <DetailList
      title="Return requests"
      count={listCount(detail.returnRequests.length, detail.returnRequestCount, {
        one: 'request',
        many: 'requests',
      })}
      empty="No return requests yet."
    >
      {detail.returnRequests.map((request) => (
        <li key={request._id} className={rowClasses}>
          <Lead date={request.created_at}>
            <span className="text-sm text-slate-700">
              Order{' '}
              <Link to={paths.adminOrderDetail(request.order_id)} className={linkClasses}>
                #{request.order_short_id}
              </Link>
            </span>
          </Lead>
          <ReturnStateBadge status={request.state} />
        </li>
      ))}
    </DetailList>
  );
}

/** Tickets: number, date, subject and status. */
function TicketsList({ detail }: { detail: CustomerDetailData }) {
  return (
    <DetailList
      title="Tickets"
      count={listCount(detail.tickets.length, detail.ticketCount, { one: 'ticket', many: 'tickets' })}
      empty="No tickets yet."
    >
      {detail.tickets.map((ticket) => (
        <li key={ticket._id} className={rowClasses}>
          <span className="min-w-0 flex-1 basis-48">
            <Lead date={ticket.created_at}>
              <span className="font-mono text-sm font-semibold text-slate-800">{ticket.ticket_number}</span>
            </Lead>
            <span className="block break-words text-sm text-slate-700">{ticket.subject}</span>
          </span>
          <TicketStatusBadge status={ticket.status} />
        </li>
      ))}
    </DetailList>
  );
}

/** Back-in-stock alerts: the product, when asked, and where each stands. */
function AlertsList({ detail }: { detail: CustomerDetailData }) {
  return (
    <DetailList
      title="Back-in-stock alerts"
      count={listCount(detail.alerts.length, detail.alertCount, { one: 'alert', many: 'alerts' })}
      empty="No back-in-stock alerts yet."
    >
      {detail.alerts.map((alert) => (
        <li key={alert._id} className={rowClasses}>
          <span className="min-w-0 flex-1 basis-48">
            <span className="block break-words text-sm font-medium text-slate-800">{alert.product_name}</span>
            <span className="text-xs text-slate-500">Asked {formatDate(alert.created_at)}</span>
          </span>
          <Badge tone={ALERT_STATUS[alert.status].tone}>{ALERT_STATUS[alert.status].label}</Badge>
        </li>
      ))}
    </DetailList>
  );
}

export function CustomerDetailSections({ detail }: { detail: CustomerDetailData }) {
  return (
    <div className="space-y-4">
      <OrdersList detail={detail} />
      <ReturnsList detail={detail} />
      <TicketsList detail={detail} />
      <AlertsList detail={detail} />
    </div>
  );
}
