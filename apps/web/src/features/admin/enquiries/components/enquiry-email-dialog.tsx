/**
 * The Send Email modal (admin spec §2, §5 'Bulk enquiry email': 'Please enter a message'): the
 * message is mailed to the buyer through the shop's mail and kept on the enquiry's card.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { EMAIL_SENT, MAX_ENQUIRY_MESSAGE_LENGTH } from '@shop/domain/enquiries/enquiry.rules';
import type { BulkEnquiry } from '@shop/domain/enquiries/enquiry.responses';
import { enquiryEmailBody, type EnquiryEmailBody } from '@shop/domain/enquiries/enquiry.schemas';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { TextAreaField } from '../../../../components/ui/textarea';
import { toast } from '../../../../components/ui/toast';
import { useSendEnquiryEmail } from '../api/enquiries';

const FORM_ID = 'enquiry-email-form';

export function EnquiryEmailDialog({ enquiry, onClose }: { enquiry: BulkEnquiry; onClose: () => void }) {
  const send = useSendEnquiryEmail();
  const { register, handleSubmit, formState } = useForm<EnquiryEmailBody>({
    resolver: zodResolver(enquiryEmailBody),
    defaultValues: { message: '' },
  });
  const onSubmit = handleSubmit(async ({ message }) => {
    try {
      await send.mutateAsync({ id: enquiry._id, message });
      toast.success(EMAIL_SENT);
      onClose();
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : 'Failed to send email');
    }
  });
  return (
    <Modal
      title="Send Email"
      size="lg"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} isLoading={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send Email'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-3">
        <p className="text-sm text-slate-600">
          To <span className="font-semibold text-slate-900">{enquiry.contactPerson}</span> ({enquiry.email}), about{' '}
          {enquiry.productName}.
        </p>
        <TextAreaField
          label="Message"
          rows={6}
          data-autofocus
          maxLength={MAX_ENQUIRY_MESSAGE_LENGTH}
          error={formState.errors.message?.message}
          {...register('message')}
        />
      </form>
    </Modal>
  );
}
