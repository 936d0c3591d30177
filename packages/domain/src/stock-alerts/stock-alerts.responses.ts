/** Replies of the back-in-stock alert calls (stock-alerts.contract.ts). */
import { z } from 'zod';

/**
 * An alert as its owner sees it. `pending`: a guest's, waiting for the mailed link; `active`:
 * waiting for the product; `notified`: the back-in-stock mail went; `unsubscribed`: stopped.
 */
export const stockAlert = z.object({
  _id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  email: z.string(),
  status: z.enum(['pending', 'active', 'notified', 'unsubscribed']),
  created_at: z.string(),
  notified_at: z.string().nullable(),
});
export type StockAlert = z.infer<typeof stockAlert>;

export const stockAlertData = z.object({ alert: stockAlert });
export type StockAlertData = z.infer<typeof stockAlertData>;

export const stockAlertListData = z.object({ alerts: z.array(stockAlert) });
export type StockAlertListData = z.infer<typeof stockAlertListData>;

/** POST /stock-alerts/unsubscribe: how many open alerts of the address were stopped. */
export const unsubscribedData = z.object({ email: z.string(), stopped: z.number().int() });
export type UnsubscribedData = z.infer<typeof unsubscribedData>;

/** POST /admin/stock-alerts/waiting: customers waiting for each asked product (0 when none). */
export const waitingCountsData = z.object({ waiting: z.record(z.string(), z.number().int()) });
export type WaitingCountsData = z.infer<typeof waitingCountsData>;
