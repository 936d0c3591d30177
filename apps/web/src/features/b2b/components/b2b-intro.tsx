/** Who We Are with Connect with us (/contact), and the trust cards (storefront spec §2 Business enquiry page). */
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

const TRUST = [
  { title: 'Genuine parts', text: 'Boards, sensors and modules from the makers and their authorised distributors.' },
  { title: 'GST invoices', text: 'A tax invoice with your GSTIN on every order, for your input tax credit.' },
  { title: 'Volume pricing', text: 'Quotes on hundreds or thousands of units, valid for days so you can plan.' },
  { title: 'Fast dispatch', text: 'Stock in India, packed the same or next working day, tracked to your door.' },
];

export function B2bIntro({ shopName }: { shopName: string }) {
  return (
    <>
      <section
        aria-labelledby="who-heading"
        className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-800 p-6 text-white sm:p-10"
      >
        <h1 id="who-heading" className="text-2xl font-bold sm:text-4xl">
          Who We Are
        </h1>
        <p className="mt-3 max-w-3xl text-sm leading-6 text-brand-50 sm:text-base">
          {shopName} supplies electronics and maker parts to colleges, labs, start-ups, repair shops and manufacturers
          across India. Tell us what you need in bulk and we answer with a quote: prices before and with GST, a validity
          date, and a cart ready to pay.
        </p>
        <Link to="/contact" className={buttonClasses('accent', 'md', 'mt-5')}>
          Connect with us
        </Link>
      </section>
      <section aria-label="Why buy from us" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {TRUST.map((card) => (
          <div key={card.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="text-base font-semibold text-slate-900">{card.title}</h2>
            <p className="mt-1 text-sm text-slate-600">{card.text}</p>
          </div>
        ))}
      </section>
    </>
  );
}
