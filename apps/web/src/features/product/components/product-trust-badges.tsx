/** The product page's trust badges (shopper spec §2 product detail, incl. the one-day-delivery badge). */
import { ShieldIcon, LockIcon, TruckIcon } from '../../../components/ui/icons';

const BADGES = [
  { Icon: ShieldIcon, title: '100% Original', text: 'Genuine, quality-checked' },
  { Icon: LockIcon, title: 'Secure Payment', text: 'Cards, UPI, net banking' },
  { Icon: TruckIcon, title: 'One-Day Dispatch', text: 'Fast delivery across India' },
];

export function ProductTrustBadges() {
  return (
    <ul aria-label="Why buy from us" className="grid grid-cols-3 gap-2">
      {BADGES.map(({ Icon, title, text }) => (
        <li
          key={title}
          className="flex flex-col items-center gap-1 rounded-lg border border-slate-200 bg-white p-2 text-center"
        >
          <Icon className="size-6 text-brand-700" />
          <span className="text-xs font-semibold leading-tight text-slate-900">{title}</span>
          <span className="hidden text-xs text-slate-600 sm:block">{text}</span>
        </li>
      ))}
    </ul>
  );
}
