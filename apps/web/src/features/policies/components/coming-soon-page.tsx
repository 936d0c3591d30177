/**
 * /coming-soon (storefront spec §2 "Other pages"): where the footer's Manufacturing, Financing and
 * Patents links lead until those services open; `?topic=` picks the one the visitor came for.
 */
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

export const COMING_SOON_TOPICS = [
  { key: 'manufacturing', title: 'Manufacturing', text: 'PCB assembly and small-batch production of your designs.' },
  { key: 'financing', title: 'Financing', text: 'Credit terms and instalments for businesses and institutions.' },
  { key: 'patents', title: 'Patents', text: 'Help to protect the products you invent.' },
] as const;

export function ComingSoonPage() {
  const [params] = useSearchParams();
  const topic = params.get('topic');
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-slate-900">Coming soon</h1>
      <p className="mt-3 max-w-2xl text-slate-600">
        We are building these services for makers and businesses. Until they open, our team is happy to talk: write to
        us and we will let you know when they start.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {COMING_SOON_TOPICS.map((item) => (
          <li
            key={item.key}
            id={item.key}
            className={`rounded-xl border p-5 ${topic === item.key ? 'border-brand-500 bg-brand-50' : 'border-slate-200 bg-white'}`}
          >
            <h2 className="text-lg font-semibold text-slate-900">{item.title}</h2>
            <p className="mt-2 text-sm text-slate-600">{item.text}</p>
            <p className="mt-3 text-xs font-semibold uppercase tracking-wider text-brand-700">Coming soon</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link to={paths.home()} className={buttonClasses('primary')}>
          Back to Home
        </Link>
        <Link to={paths.products()} className={buttonClasses('outline')}>
          Browse Products
        </Link>
        <Link to="/contact" className={buttonClasses('outline')}>
          Contact Us
        </Link>
      </div>
    </div>
  );
}
