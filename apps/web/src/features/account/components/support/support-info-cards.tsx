/**
 * Help and Support's three info cards (shopper spec §2): how to write, call and when support
 * answers, all from the store settings (GET /settings/public), and the law's promise for a request.
 */
import { ACKNOWLEDGE_WITHIN_HOURS } from '@shop/domain/support/ticket.rules';
import type { ReactNode } from 'react';
import { HeadsetIcon, MailIcon, PhoneIcon } from '../../../../components/ui/icons';
import { telHref } from '../../../../config/site';
import { usePublicSettings } from '../../../../shared/settings/get-public-settings';

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0 text-sm">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <div className="mt-0.5 break-words text-slate-600">{children}</div>
      </div>
    </div>
  );
}

export function SupportInfoCards() {
  const settings = usePublicSettings();
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <InfoCard icon={<MailIcon />} title="Email Us">
        <a href={`mailto:${settings.supportEmail}`} className="font-medium text-brand-700 hover:underline">
          {settings.supportEmail}
        </a>
      </InfoCard>
      <InfoCard icon={<PhoneIcon />} title="Call Us">
        <a href={telHref(settings.supportPhone)} className="font-medium text-brand-700 hover:underline">
          {settings.supportPhone}
        </a>
      </InfoCard>
      <InfoCard icon={<HeadsetIcon />} title="Support Hours">
        <p>{settings.supportHours}</p>
        <p className="mt-0.5 text-xs text-slate-500">
          Every request gets a ticket number at once (within {ACKNOWLEDGE_WITHIN_HOURS} hours by law) and is resolved
          within a month.
        </p>
      </InfoCard>
    </div>
  );
}
