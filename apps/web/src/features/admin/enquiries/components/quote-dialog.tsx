/**
 * Send a quote (issue 30): catalogue products found by name, each with a quantity and a unit
 * price before GST (the product's price and MRP shown beside it), a validity date (today or
 * later) and a note. The server checks each price against ₹0 and the MRP and says which it refuses.
 */
import type { BulkEnquiry } from '@shop/domain/enquiries/enquiry.responses';
import { MAX_QUOTE_NOTE_LENGTH } from '@shop/domain/enquiries/enquiry.rules';
import { Button } from '../../../../components/ui/button';
import { InputField } from '../../../../components/ui/input';
import { Modal } from '../../../../components/ui/modal';
import { TextAreaField } from '../../../../components/ui/textarea';
import { useQuoteDraft } from '../hooks/use-quote-draft';
import { ProductPicker } from './product-picker';
import { QuoteLineFields } from './quote-line-fields';

export function QuoteDialog({ enquiry, onClose }: { enquiry: BulkEnquiry; onClose: () => void }) {
  const { create, today, lines, setLines, validUntil, setValidUntil, note, setNote, error, pick, submit } =
    useQuoteDraft(enquiry, onClose);
  const footer = (
    <>
      <Button variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      <Button onClick={submit} disabled={lines.length === 0} isLoading={create.isPending}>
        Send quote
      </Button>
    </>
  );
  return (
    <Modal title={`Quote for ${enquiry.companyName}`} size="lg" onClose={onClose} footer={footer}>
      <div className="space-y-4">
        <p className="text-sm text-slate-600">
          Asked: {enquiry.productName} × {enquiry.quantity.toLocaleString('en-IN')}
          {enquiry.expectedPrice && `, expecting ${enquiry.expectedPrice}`}.
        </p>
        <ProductPicker onPick={pick} />
        {lines.map((line, i) => (
          <QuoteLineFields
            key={line.product._id}
            line={line}
            onChange={(patch) => setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...patch } : l)))}
            onRemove={() => setLines((ls) => ls.filter((_, j) => j !== i))}
          />
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
