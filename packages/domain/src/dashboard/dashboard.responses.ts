/**
 * GET /admin/dashboard (admin spec §2 'Dashboard', §3 'Dashboard data', §7; decision 034): the
 * spec's four counts and 11 most recent orders, plus the figures the charts draw. Money in
 * rupees (at most two decimals) as the API shows it everywhere; days are India dates.
 */
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../orders/order-status.rules';

/** Recent orders the dashboard lists (admin spec §9). */
export const DASHBOARD_RECENT_ORDERS = 11;
/** Days the revenue chart covers, today in India included. */
export const DASHBOARD_DAYS = 30;
/** Products in the top-by-revenue chart. */
export const DASHBOARD_TOP_PRODUCTS = 10;
/** Products in the low-stock list at most. */
export const DASHBOARD_LOW_STOCK = 10;

export const dashboardRecentOrder = z.object({
  _id: z.string(),
  /** The last 6 characters of the id, uppercased (admin spec §2, §9). */
  short_id: z.string(),
  name: z.string(),
  totalPrice: z.number(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  created_at: z.string(),
});

export const dashboardData = z.object({
  dashboard_data: z.object({
    user_count: z.number(),
    order_count: z.number(),
    total_stock: z.number(),
    product_count: z.number(),
    recent_orders: z.array(dashboardRecentOrder),
    /** Paid orders per India day, oldest first, every day present (0 when none). */
    revenue_by_day: z.array(z.object({ date: z.string(), revenue: z.number(), orders: z.number() })),
    /** Products by revenue in paid orders of those days, highest first. */
    top_products: z.array(
      z.object({ product_id: z.string(), product_name: z.string(), revenue: z.number(), units: z.number() }),
    ),
    /** Paid orders of those days by their status now. */
    orders_by_status: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number() })),
    /** Support tickets not Resolved or Closed past their one-month redress date (docs/decisions/053). */
    overdue_tickets: z.number(),
    /** Products with 10 or fewer units, fewest first (admin spec §4 'Stock label'). */
    low_stock: z.array(
      z.object({
        _id: z.string(),
        product_name: z.string(),
        SKU: z.string(),
        stock: z.number(),
        label: z.enum(['In Stock', 'Low Stock', 'Out of Stock']),
      }),
    ),
  }),
});
export type DashboardData = z.infer<typeof dashboardData>['dashboard_data'];
