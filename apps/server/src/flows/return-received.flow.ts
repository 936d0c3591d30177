/**
 * Return received (issue 26): a SuperAdmin records the parcel of a return as arrived, each line's
 * units put back on sale or written off, across the returns, catalog and orders modules in one
 * transaction: the stock ledger gets a row per product (catalog putAwayReturnedUnits), the lines
 * keep the choice, and when every unit of the order is back and received the order becomes
 * Returned (the lifecycle's system step). Taken once: a second receive is refused by the table.
 */
import type { ApiReturnRequest } from '@shop/domain/returns/return.responses';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { putAwayReturnedUnits } from '../modules/inventory/stock.service';
import { lockOrderWithLines, markOrderReturned } from '../modules/orders/orders.service';
import {
  ACTIVE_RETURN_STATES,
  assertReturnStep,
  auditReturnStep,
  lockReturn,
  mailReturnStep,
  returnLinesOf,
  returnsOfOrder,
  returnView,
  saveReturnStep,
  savePutAway,
} from '../modules/returns/returns.service';
import type { StaffSession } from '../modules/sessions/sessions.service';

export const PUT_AWAY_MISMATCH =
  'For each returned item, the units restocked and written off must add up to the units returned.';

/** Receives return `id` with `lines` (every returned line once); returns it as the API shows it. VALIDATION for a line missing, extra or not adding up; CONFLICT as the return table says. */
export async function receiveReturn(
  db: Db,
  staff: StaffSession,
  id: string,
  lines: { order_line_id: string; restock_quantity: number; write_off_quantity: number }[],
): Promise<ApiReturnRequest> {
  return db.transaction(async (tx) => {
    // The request, then its order: every step that locks both takes them in this order.
    const request = await lockReturn(tx, id);
    const { order, lines: orderLines } = await lockOrderWithLines(tx, request.orderId);
    assertReturnStep(request, 'Received', staff.role);
    const returned = await returnLinesOf(tx, id);
    const given = new Map(lines.map((l) => [l.order_line_id, l]));
    if (
      given.size !== lines.length ||
      given.size !== returned.length ||
      returned.some((r) => {
        const g = given.get(r.orderLineId);
        return !g || g.restock_quantity + g.write_off_quantity !== r.quantity;
      })
    ) {
      throw new AppError('VALIDATION', PUT_AWAY_MISMATCH, [{ path: 'lines', message: PUT_AWAY_MISMATCH }]);
    }
    const productOf = new Map(orderLines.map((l) => [l.id, l.productId]));
    await putAwayReturnedUnits(
      tx,
      returned.map((r) => ({
        productId: productOf.get(r.orderLineId)!,
        restock: given.get(r.orderLineId)!.restock_quantity,
        writeOff: given.get(r.orderLineId)!.write_off_quantity,
      })),
      {
        actor: { kind: 'staff', id: staff.id },
        orderId: order.id,
        note: `Return ${id.slice(-6).toUpperCase()} received`,
      },
    );
    for (const r of returned)
      await savePutAway(
        tx,
        r.id,
        given.get(r.orderLineId)!.restock_quantity,
        given.get(r.orderLineId)!.write_off_quantity,
      );
    const received = await saveReturnStep(tx, id, { status: 'Received' });
    const everyUnitBack = orderLines.every((l) => l.returnedQuantity === l.quantity);
    const othersOpen = (await returnsOfOrder(tx, order.id)).some(
      ({ request: other }) =>
        other.id !== id &&
        ACTIVE_RETURN_STATES.includes(other.status) &&
        !['Received', 'Refunded'].includes(other.status),
    );
    if (everyUnitBack && !othersOpen) await markOrderReturned(tx, order.id);
    await auditReturnStep(tx, staff, 'return.receive', request, received);
    await mailReturnStep(tx, received, order, 'received');
    return returnView(tx, received);
  });
}
