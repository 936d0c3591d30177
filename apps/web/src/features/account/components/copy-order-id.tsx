/**
 * Copy Order ID (shopper spec §4 "Copied state (order id copy) shows for 2 seconds", §8 'Order ID
 * copied to clipboard!'): copies the order's full id, which support and the guest tracking form
 * take, toasts the spec's text and shows "Copied" on the button for 2 s.
 */
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';

export const ORDER_ID_COPIED = 'Order ID copied to clipboard!';
const COPIED_MS = 2_000;

export function CopyOrderId({ orderId }: { orderId: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(orderId);
      toast.success(ORDER_ID_COPIED);
      setCopied(true);
    } catch {
      toast.error('Could not copy the order ID. Please select it and copy it yourself.');
    }
  }

  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void copy()}
      aria-label={copied ? 'Order ID copied' : 'Copy order ID'}
    >
      {copied ? 'Copied' : 'Copy ID'}
    </Button>
  );
}
