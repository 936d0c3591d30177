/** The three trust badges (storefront spec §1, §2 home item 3). */
import { HeadsetIcon, LockIcon, ShieldIcon } from '../../../components/ui/icons';

const BADGES = [
  { Icon: ShieldIcon, title: '100% Original Products', text: 'Genuine, quality-checked parts' },
  { Icon: LockIcon, title: 'Secure Payment', text: 'Cards, UPI and net banking' },
  { Icon: HeadsetIcon, title: '24x7 Technical Support', text: 'Help whenever you are building' },
];

export function TrustBadges() {
  return (
    <section aria-label="Why shop with us" className="grid grid-cols-3 gap-2 sm:gap-3">
      {BADGES.map(({ Icon, title, text }) => (
        <div
          key={title}
          className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-3 text-center shadow-sm sm:flex-row sm:gap-4 sm:p-4 sm:text-left"
        >
          <span className="flex size-10 shrink-0 sm:size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon className="size-6" />
          </span>
          <div>
            <h3 className="text-xs font-semibold leading-tight text-slate-900 sm:text-sm">{title}</h3>
            <p className="hidden text-xs text-slate-500 sm:block">{text}</p>
          </div>
        </div>
      ))}
    </section>
  );
}
