/**
 * The contact form (storefront spec §2 Contact, §5, §6, §8): first name, last name, e-mail,
 * subject and message, all required, the e-mail an e-mail; the button says 'Sending...' and is
 * disabled while in flight; 'Message sent successfully!' clears the form. A refusal says 'Failed
 * to send message.' with the server's reason (too many messages, a field's problem); no answer
 * at all says 'Error sending message.'. `website` is a honeypot people never see (issue 30).
 */
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import {
  MAX_CONTACT_MESSAGE_LENGTH,
  MAX_CONTACT_NAME_LENGTH,
  MAX_CONTACT_SUBJECT_LENGTH,
  MESSAGE_ERROR,
  MESSAGE_NOT_SENT,
  MESSAGE_SENT,
} from '@shop/domain/contact/contact.rules';
import type { ContactBody } from '@shop/domain/contact/contact.schemas';
import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/input';
import { TextAreaField } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';

/** The honeypot: a field hidden from people and screen readers; a bot that fills it is ignored. */
function Honeypot(props: UseFormRegisterReturn<'website'>) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}

/** What became of the last sending, announced. */
function Outcome({ outcome }: { outcome: { ok: boolean; text: string } | null }) {
  return (
    <div aria-live="polite">
      {outcome && (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={`rounded-lg border p-3 text-sm ${outcome.ok ? 'border-green-200 bg-green-50 text-green-900' : 'border-red-200 bg-red-50 text-red-900'}`}
        >
          {outcome.text}
        </p>
      )}
    </div>
  );
}

const EMPTY: ContactBody = { firstName: '', lastName: '', email: '', subject: '', message: '', website: '' };

export function ContactForm() {
  const send = useSendContactMessage();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<ContactBody>({
    resolver: lazyZodResolver(async () => (await import('@shop/domain/contact/contact.schemas')).contactBody),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const reply = await send.mutateAsync(values);
      setOutcome({ ok: true, text: reply.message || MESSAGE_SENT });
      reset(EMPTY);
    } catch (error) {
      const refused = error instanceof ApiError && error.status >= 400;
      setOutcome({ ok: false, text: refused ? `${MESSAGE_NOT_SENT} ${error.message}` : MESSAGE_ERROR });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact form" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="First name"
          autoComplete="given-name"
          maxLength={MAX_CONTACT_NAME_LENGTH}
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <InputField
          label="Last name"
          autoComplete="family-name"
          maxLength={MAX_CONTACT_NAME_LENGTH}
          required
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <InputField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <InputField
        label="Subject"
        maxLength={MAX_CONTACT_SUBJECT_LENGTH}
        required
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextAreaField
        label="Message"
        rows={6}
        maxLength={MAX_CONTACT_MESSAGE_LENGTH}
        required
        error={errors.message?.message}
        {...register('message')}
      />
      <Honeypot {...register('website')} />
      <Outcome outcome={outcome} />
      <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
