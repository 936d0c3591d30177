/**
 * The return form (shopper spec §2 'Return form', §5 return reasons, §8 messages; issue 26): the
 * items and units, the reason (required), an optional description and up to five photos, checked
 * with the server's schema (createReturnBody). Success says 'Return request submitted
 * successfully!'; a refusal (window over, too many units…) shows the server's message.
 */
import type { Order } from '@shop/domain/orders/order.responses';
import { shortOrderId } from '@shop/domain/orders/order-tracking.rules';
import { RETURN_REASONS } from '@shop/domain/returns/return.rules';
import { MAX_RETURN_DESCRIPTION } from '@shop/domain/returns/return.rules';
import { Controller } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { SelectField } from '../../../../components/ui/select';
import { TextAreaField } from '../../../../components/ui/textarea';
import { useReturnForm } from '../../hooks/use-return-form';
import { ReturnLinesField } from './return-lines-field';
import { ReturnPhotosField } from './return-photos-field';

const REASON_OPTIONS = [{ value: '', label: 'Select a reason' }, ...RETURN_REASONS];

/** The form in a modal for `order`; closes itself through onClose after a success. */
export function ReturnFormModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const { formId, create, setUploading, uploading, form, onSubmit } = useReturnForm(order, onClose);
  const { register, control, formState } = form;
  const { errors } = formState;

  return (
    <Modal
      title="Return Items"
      description={`Order #${shortOrderId(order._id)}`}
      size="lg"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={create.isPending} disabled={uploading}>
            Submit Return Request
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Return request" className="space-y-4">
        <Controller
          control={control}
          name="lines"
          render={({ field, fieldState }) => (
            <ReturnLinesField
              order={order}
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message ?? errors.lines?.root?.message}
            />
          )}
        />
        <SelectField
          label="Return reason"
          options={REASON_OPTIONS}
          error={errors.return_reason?.message}
          {...register('return_reason')}
        />
        <TextAreaField
          label="Description (optional)"
          rows={3}
          maxLength={MAX_RETURN_DESCRIPTION}
          placeholder="What is wrong with the item?"
          error={errors.description?.message}
          {...register('description', { setValueAs: (v: string | undefined) => (v?.trim() ? v : undefined) })}
        />
        <Controller
          control={control}
          name="photos"
          render={({ field, fieldState }) => (
            <ReturnPhotosField
              onChange={field.onChange}
              onBusyChange={setUploading}
              error={fieldState.error?.message}
            />
          )}
        />
        <p className="text-xs text-slate-500">The refund goes back to the way you paid, once we receive the items.</p>
      </form>
    </Modal>
  );
}
