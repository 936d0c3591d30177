/**
 * GET /admin/dashboard (admin spec §2 'Dashboard', §3, §7; issue 9; decision 034): the spec's
 * counts and recent orders with the charts' figures and the overdue support tickets, gathered
 * from the accounts, orders, catalog and support services. Money leaves here in rupees, as the API shows it.
 */
import {
  DASHBOARD_DAYS,
  DASHBOARD_LOW_STOCK,
  DASHBOARD_RECENT_ORDERS,
  DASHBOARD_TOP_PRODUCTS,
  type DashboardData,
} from '@shop/domain/dashboard/dashboard.responses';
import { paiseToRupees } from '@shop/domain/money/money.rules';
import { shortId } from '@shop/domain/orders/order-status.rules';
import type { DbOrTx } from '../../db/client';
import { countCustomers } from '../accounts/accounts.service';
import { stockReport } from '../inventory/stock-report.service';
import { salesReport } from '../orders/sales-report.service';
import { countOverdueTickets } from '../support/support.service';

/** The dashboard as of `now`. */
export async function dashboard(db: DbOrTx, now: Date): Promise<DashboardData> {
  const [users, sales, stock, overdueTickets] = await Promise.all([
    countCustomers(db),
    salesReport(db, now, { recent: DASHBOARD_RECENT_ORDERS, days: DASHBOARD_DAYS, top: DASHBOARD_TOP_PRODUCTS }),
    stockReport(db, DASHBOARD_LOW_STOCK),
    countOverdueTickets(db, now),
  ]);
  return {
    user_count: users,
    order_count: sales.orderCount,
    total_stock: stock.totalStock,
    product_count: stock.productCount,
    recent_orders: sales.recent.map((o) => ({
      _id: o.id,
      short_id: shortId(o.id, 6),
      name: o.name,
      totalPrice: paiseToRupees(o.totalPaise),
      status: o.status,
      payment_status: o.paymentStatus,
      created_at: o.createdAt.toISOString(),
    })),
    revenue_by_day: sales.byDay.map((d) => ({ date: d.day, revenue: paiseToRupees(d.totalPaise), orders: d.orders })),
    top_products: sales.topProducts.map((p) => ({
      product_id: p.productId,
      product_name: p.productName,
      revenue: paiseToRupees(p.revenuePaise),
      units: p.units,
    })),
    orders_by_status: sales.byStatus,
    overdue_tickets: overdueTickets,
    low_stock: stock.lowStock.map((p) => ({
      _id: p.id,
      product_name: p.productName,
      SKU: p.sku,
      stock: p.stock,
      label: p.label,
    })),
  };
}
