/**
 * The stock adjustment form's state (issue 9; admin spec §8): mode, units, reason and note, checked
 * with the server's own schema (stockAdjustBody) before sending; 'Stock updated successfully' or
 * 'Failed to update stock' with the server's message under the form.
 */
import { stockAdjustBody, type StockAdjustBody } from '@shop/domain/inventory/inventory.schemas';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../../components/ui/toast';
import { useAdjustStock } from '../api/adjust-stock';

/** Takes the product's id and the dialog's onClose (called after a success); gives the fields, their setters and the submit. */
export function useAdjustStockForm(productId: string, onClose: () => void) {
  const adjust = useAdjustStock(productId);
  const [mode, setMode] = useState<StockAdjustBody['mode']>('add');
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState<string>('restock');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = stockAdjustBody.safeParse({
      mode,
      quantity: quantity === '' ? undefined : Number(quantity),
      reason,
      note,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form');
    setError(null);
    try {
      await adjust.mutateAsync(parsed.data);
      toast.success('Stock updated successfully');
      onClose();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'Failed to update stock');
      toast.error('Failed to update stock');
    }
  };

  return { adjust, mode, setMode, quantity, setQuantity, reason, setReason, note, setNote, error, onSubmit };
}
