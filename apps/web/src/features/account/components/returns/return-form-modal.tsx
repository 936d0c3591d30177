/**
 * The return form (shopper spec §2 'Return form', §5 return reasons, §8 messages; issue 26): the
 * items and units, the reason (required), an optional description and up to five photos, checked
 * with the server's schema (createReturnBody). Success says 'Return request submitted
 * successfully!'; a refusal (window over, too many units…) shows the server's message.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Order } from '@shop/domain/orders/order.responses';
import { shortOrderId } from '@shop/domain/orders/order-tracking';
import { RETURN_REASONS, RETURN_SUBMIT_FAILED, RETURN_SUBMITTED } from '@shop/domain/returns/return-rules';
import { createReturnBody, MAX_RETURN_DESCRIPTION, type CreateReturnBody } from '@shop/domain/returns/return.schemas';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { SelectField } from '../../../../components/ui/select';
import { TextAreaField } from '../../../../components/ui/textarea';
import { toast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api-client';
import { useCreateReturn } from '../../api/create-return';
import { ReturnLinesField } from './return-lines-field';
import { ReturnPhotosField } from './return-photos-field';

const REASON_OPTIONS = [{ value: '', label: 'Select a reason' }, ...RETURN_REASONS];

/** The form in a modal for `order`; closes itself through onClose after a success. */
export function ReturnFormModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const formId = useId();
  const create = useCreateReturn();
  const [uploading, setUploading] = useState(false);
  const { register, handleSubmit, control, formState } = useForm<
    z.input<typeof createReturnBody>,
    unknown,
    CreateReturnBody
  >({
    resolver: zodResolver(createReturnBody),
    defaultValues: { order_id: order._id, lines: [], photos: [], description: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      toast.success(RETURN_SUBMITTED);
      onClose();
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : RETURN_SUBMIT_FAILED,
      );
    }
  });

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
