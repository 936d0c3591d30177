/**
 * Send a quote (issue 30): catalogue products found by name, each with a quantity and a unit
 * price before GST (the product's price and MRP shown beside it), a validity date (today or
 * later) and a note. The server checks each price against ₹0 and the MRP and names the line it refuses.
 */
import type { BulkEnquiry } from '@shop/domain/enquiries/enquiry.responses';
import type { ProductSummary } from '@shop/domain/catalog/product.responses';
import { indiaDateOf, MAX_QUOTE_LINES, MAX_QUOTE_NOTE_LENGTH, QUOTE_SENT } from '@shop/domain/enquiries/enquiry.rules';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { InputField } from '../../../../components/ui/input';
import { Modal } from '../../../../components/ui/modal';
import { TextAreaField } from '../../../../components/ui/textarea';
import { toast } from '../../../../components/ui/toast';
import { formatRupees } from '../../../../lib/format';
import { useCreateQuote, useProductSearch } from '../api/enquiries';

interface Line {
  product: ProductSummary;
  quantity: string;
  unitPrice: string;
}

function ProductPicker({ onPick }: { onPick: (product: ProductSummary) => void }) {
  const [search, setSearch] = useState('');
  const found = useProductSearch(search);
  return (
    <div>
      <InputField
        label="Add a product"
        placeholder="Search the catalogue by name"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {found.data && found.data.length > 0 && (
        <ul className="mt-1 max-h-48 overflow-y-auto rounded-lg border border-slate-200">
          {found.data.map((p) => (
            <li key={p._id}>
              <button
                type="button"
                onClick={() => {
                  onPick(p);
                  setSearch('');
                }}
                className="flex w-full justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-slate-50"
              >
                <span className="truncate">{p.product_name}</span>
                <span className="shrink-0 text-slate-500">{formatRupees(p.discounted_single_product_price)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function QuoteDialog({ enquiry, onClose }: { enquiry: BulkEnquiry; onClose: () => void }) {
  const create = useCreateQuote();
  const today = indiaDateOf(new Date());
  const [lines, setLines] = useState<Line[]>([]);
  const [validUntil, setValidUntil] = useState(today);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = (i: number, patch: Partial<Line>) =>
    setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const pick = (product: ProductSummary) =>
    setLines((ls) =>
      ls.some((l) => l.product._id === product._id) || ls.length >= MAX_QUOTE_LINES
        ? ls
        : [
            ...ls,
            { product, quantity: String(enquiry.quantity), unitPrice: String(product.discounted_single_product_price) },
          ],
    );
  const submit = async () => {
    setError(null);
    try {
      const body = {
        lines: lines.map((l) => ({
          productId: l.product._id,
          quantity: Number(l.quantity),
          unitPrice: Number(l.unitPrice),
        })),
        validUntil,
        note,
      };
      await create.mutateAsync({ id: enquiry._id, body });
      toast.success(QUOTE_SENT);
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Failed to send the quote');
    }
  };
  return (
    <Modal
      title={`Quote for ${enquiry.companyName}`}
      size="lg"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={lines.length === 0} isLoading={create.isPending}>
            Send quote
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-600">
          Asked: {enquiry.productName} × {enquiry.quantity.toLocaleString('en-IN')}
          {enquiry.expectedPrice && `, expecting ${enquiry.expectedPrice}`}.
        </p>
        <ProductPicker onPick={pick} />
        {lines.map((line, i) => (
          <fieldset key={line.product._id} className="rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">{line.product.product_name}</legend>
            <p className="mb-2 text-xs text-slate-500">
              Price {formatRupees(line.product.discounted_single_product_price)} before GST · MRP{' '}
              {formatRupees(line.product.non_discounted_price)} incl. GST
            </p>
            <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
              <InputField
                label="Quantity"
                type="number"
                min={1}
                value={line.quantity}
                onChange={(e) => change(i, { quantity: e.target.value })}
              />
              <InputField
                label="Unit price before GST (₹)"
                type="number"
                min={0}
                step="0.01"
                value={line.unitPrice}
                onChange={(e) => change(i, { unitPrice: e.target.value })}
              />
              <Button variant="ghost" onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}>
                Remove
              </Button>
            </div>
          </fieldset>
        ))}
        <InputField
          label="Valid until (India time, inclusive)"
          type="date"
          min={today}
          value={validUntil}
          onChange={(e) => setValidUntil(e.target.value)}
        />
        <TextAreaField
          label="Note (optional)"
          rows={3}
          maxLength={MAX_QUOTE_NOTE_LENGTH}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        {error && (
          <p role="alert" className="text-sm font-medium text-red-600">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
