/**
 * The orders chosen for a bulk update (admin spec §2; issue 10): ids of the current page's orders.
 * A new page or filter is a new list, so what was selected on the old one is let go.
 */
import { useMemo, useState } from 'react';
import type { AdminOrder } from '../api/list-orders';

const NOTHING: ReadonlySet<string> = new Set();

/** What useOrderSelection gives: the ids, their orders, and the ways to change them. */
export interface OrderSelection {
  selected: ReadonlySet<string>;
  selectedOrders: AdminOrder[];
  toggle: (orderId: string) => void;
  toggleAll: () => void;
  clear: () => void;
  /** Lets go of these ids (the orders a bulk update changed). */
  unselect: (orderIds: string[]) => void;
}

/** Takes the list's key (its request, as JSON) and the page's orders. */
export function useOrderSelection(listKey: string, list: AdminOrder[] | undefined): OrderSelection {
  const [selection, setSelection] = useState<{ listKey: string; ids: ReadonlySet<string> }>({
    listKey,
    ids: new Set(),
  });
  const selected = selection.listKey === listKey ? selection.ids : NOTHING;
  const setSelected = (change: (prev: ReadonlySet<string>) => ReadonlySet<string>) =>
    setSelection((prev) => ({ listKey, ids: change(prev.listKey === listKey ? prev.ids : NOTHING) }));

  const selectedOrders = useMemo(() => (list ?? []).filter((order) => selected.has(order._id)), [list, selected]);
  const toggle = (orderId: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(orderId)) next.delete(orderId);
      else next.add(orderId);
      return next;
    });
  const toggleAll = () =>
    setSelected((prev) =>
      list && list.length > 0 && list.every((order) => prev.has(order._id))
        ? NOTHING
        : new Set(list?.map((order) => order._id)),
    );
  const clear = () => setSelected(() => NOTHING);
  const unselect = (orderIds: string[]) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of orderIds) next.delete(id);
      return next;
    });
  return { selected, selectedOrders, toggle, toggleAll, clear, unselect };
}
