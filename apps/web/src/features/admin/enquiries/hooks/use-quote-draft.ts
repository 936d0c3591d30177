/**
 * A quote being written (issue 30): its lines (a picked product starts at the enquiry's quantity
 * and the product's price), validity (today in India by default), note, and the submit that sends
 * it and closes, or keeps the server's refusal to show.
 */
import type { ProductSummary } from '@shop/domain/catalog/product.responses';
import type { BulkEnquiry } from '@shop/domain/enquiries/enquiry.responses';
import { indiaDateOf, MAX_QUOTE_LINES, QUOTE_SENT } from '@shop/domain/enquiries/enquiry.rules';
import { useState } from 'react';
import { toast } from '../../../../components/ui/toast';
import { useCreateQuote } from '../api/enquiries';
import type { DraftLine } from '../components/quote-line-fields';

export function useQuoteDraft(enquiry: BulkEnquiry, onClose: () => void) {
  const create = useCreateQuote();
  const today = indiaDateOf(new Date());
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [validUntil, setValidUntil] = useState(today);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pick = (product: ProductSummary) =>
    setLines((ls) =>
      ls.some((l) => l.product._id === product._id) || ls.length >= MAX_QUOTE_LINES
        ? ls
        : [
            ...ls,
            { product, quantity: String(enquiry.quantity), unitPrice: String(product.discounted_single_product_price) },
          ],
    );
  const submit = () => {
    setError(null);
    const body = {
      lines: lines.map((l) => ({
        productId: l.product._id,
        quantity: Number(l.quantity),
        unitPrice: Number(l.unitPrice),
      })),
      validUntil,
      note,
    };
    create.mutate(
      { id: enquiry._id, body },
      {
        onSuccess: () => {
          toast.success(QUOTE_SENT);
          onClose();
        },
        onError: (e) => setError(e.message || 'Failed to send the quote'),
      },
    );
  };
  return { create, today, lines, setLines, validUntil, setValidUntil, note, setNote, error, pick, submit };
}
