/** The products chosen on Product Management for Delete Selected (admin spec §2): a set of ids. */
import { useState } from 'react';

/** Gives the chosen ids, select (one id on or off) and clear. */
export function useProductSelection() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const select = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const clear = () => setSelected(new Set());
  return { selected, select, clear };
}
