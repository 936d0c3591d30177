/**
 * A link to an order's staff detail page (/admin-dashboard/orders/:id), for Order Management to
 * wrap its short id (or customer cell) in: `<OrderDetailLink orderId={order._id}>#{id}</OrderDetailLink>`.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';

export function OrderDetailLink({
  orderId,
  label,
  children,
}: {
  orderId: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={paths.adminOrderDetail(orderId)}
      aria-label={label}
      className="text-brand-700 underline-offset-2 hover:underline"
    >
      {children}
    </Link>
  );
}
