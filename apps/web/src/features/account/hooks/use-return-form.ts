/**
 * The return form's state (shopper spec §2 'Return form', §8 messages; issue 26): react-hook-form
 * checked with the server's schema (createReturnBody), whether a photo is still uploading, and the
 * submit that says 'Return request submitted successfully!' or shows the server's refusal.
 */
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import type { Order } from '@shop/domain/orders/order.responses';
import { RETURN_SUBMIT_FAILED, RETURN_SUBMITTED } from '@shop/domain/returns/return.rules';
import type { CreateReturnBody, createReturnBody } from '@shop/domain/returns/return.schemas';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useCreateReturn } from '../api/create-return';

/** Takes the order and the modal's onClose (called after a success); gives the form, the mutation and the upload flag. */
export function useReturnForm(order: Order, onClose: () => void) {
  const formId = useId();
  const create = useCreateReturn();
  const [uploading, setUploading] = useState(false);
  const form = useForm<z.input<typeof createReturnBody>, unknown, CreateReturnBody>({
    resolver: lazyZodResolver(async () => (await import('@shop/domain/returns/return.schemas')).createReturnBody),
    defaultValues: { order_id: order._id, lines: [], photos: [], description: '' },
  });

  const onSubmit = form.handleSubmit(async (body) => {
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

  return { formId, create, uploading, setUploading, form, onSubmit };
}
