/**
 * Help and Support at /profile?section=help-support (shopper spec §2): three info cards, the
 * request form (or, after a success, the Request Submitted panel with its ticket number and
 * Submit Another Request), and the customer's requests with their conversations.
 */
import type { User } from '@shop/domain/accounts/account.responses';
import type { Complaint } from '@shop/domain/support/ticket.responses';
import { useState } from 'react';
import { ComplaintForm } from './complaint-form';
import { MyComplaints } from './my-complaints';
import { RequestSubmitted } from './request-submitted';
import { SupportInfoCards } from './support-info-cards';

export function HelpSupportSection({ user }: { user: User }) {
  const [submitted, setSubmitted] = useState<Complaint | null>(null);
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-bold text-slate-900">Help &amp; Support</h2>
        <p className="text-sm text-slate-600">Tell us what went wrong; we answer here and by e-mail.</p>
      </div>
      <SupportInfoCards />
      {submitted ? (
        <RequestSubmitted complaint={submitted} onAnother={() => setSubmitted(null)} />
      ) : (
        <ComplaintForm user={user} onSubmitted={setSubmitted} />
      )}
      <MyComplaints />
    </div>
  );
}
