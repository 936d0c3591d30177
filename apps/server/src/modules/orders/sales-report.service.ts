/**
 * The dashboard's order figures (admin spec §2 'Dashboard', §9; issue 9; decision 034): the order
 * count, the newest orders, and for the last 30 India days the paid orders' takings per day, the
 * products that earned most and where those orders stand now. Paid means payment_status 'Paid'
 * (an order refunded later leaves the figures). Money in paise; days are India dates.
 */
import { lastIndiaDays, indiaDayStart } from '@shop/domain/dashboard/india-days.rules';
import type { OrderStatus, PaymentStatus } from '@shop/domain/orders/order-status.rules';
import type { DbOrTx } from '../../db/client';
import * as repo from './sales-report.repository';

export interface SalesReport {
  orderCount: number;
  recent: {
    id: string;
    name: string;
    totalPaise: number;
    status: OrderStatus;
    paymentStatus: PaymentStatus;
    createdAt: Date;
  }[];
  /** Every one of the `days` India dates, oldest first, 0 where there were no paid orders. */
  byDay: { day: string; totalPaise: number; orders: number }[];
  topProducts: { productId: string; productName: string; revenuePaise: number; units: number }[];
  byStatus: { status: OrderStatus; count: number }[];
}

/** The figures as of `now`: `recent` newest orders, `days` India days (today included), `top` products. */
export async function salesReport(
  db: DbOrTx,
  now: Date,
  sizes: { recent: number; days: number; top: number },
): Promise<SalesReport> {
  const days = lastIndiaDays(now, sizes.days);
  const since = indiaDayStart(days[0]!);
  const [orderCount, recent, totals, topProducts, byStatus] = await Promise.all([
    repo.countOrders(db),
    repo.newestOrders(db, sizes.recent),
    repo.paidTotalsByIndiaDay(db, since),
    repo.topPaidProductsByRevenue(db, since, sizes.top),
    repo.paidOrdersByStatus(db, since),
  ]);
  const totalOf = new Map(totals.map((t) => [t.day, t]));
  const byDay = days.map((day) => ({
    day,
    totalPaise: totalOf.get(day)?.totalPaise ?? 0,
    orders: totalOf.get(day)?.orders ?? 0,
  }));
  return { orderCount, recent, byDay, topProducts, byStatus };
}
