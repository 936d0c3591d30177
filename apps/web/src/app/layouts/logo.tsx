/** The MakerShop logo, linking to the home page. */
import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to={paths.home()}
      onClick={onNavigate}
      aria-label="MakerShop home"
      className="flex shrink-0 items-center gap-2"
    >
      <svg viewBox="0 0 32 32" className="size-9" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#0f766e" />
        <path
          d="M9 23V9l7 8 7-8v14"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="text-xl font-extrabold tracking-tight text-slate-900">
        Maker<span className="text-brand-600">Shop</span>
      </span>
    </Link>
  );
}
