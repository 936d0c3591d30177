/**
 * /contact (storefront spec §2 Contact; issue 30): the contact form beside the head office
 * address, support e-mail and phone, all from the store settings (GET /settings/public).
 */
import { telHref } from '../../../config/site';
import { usePublicSettings } from '../../../shared/settings/get-public-settings';
import { ContactForm } from './contact-form';

export function ContactPage() {
  const settings = usePublicSettings();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">Contact Us</h1>
        <p className="mt-1 text-sm text-slate-600">Questions about a part, an order or a bulk quote? Write to us.</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <section
          aria-label="Send us a message"
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <ContactForm />
        </section>
        <aside aria-label="Our contacts" className="space-y-4 rounded-2xl bg-slate-900 p-5 text-slate-100 sm:p-6">
          <div>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-400">Head office</h2>
            <address className="mt-1 not-italic">
              <span className="block font-medium text-white">{settings.sellerName}</span>
              {settings.sellerAddress}
            </address>
          </div>
          <div>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-400">Email</h2>
            <a href={`mailto:${settings.supportEmail}`} className="mt-1 block break-all text-white hover:underline">
              {settings.supportEmail}
            </a>
          </div>
          <div>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-400">Phone</h2>
            <a href={telHref(settings.supportPhone)} className="mt-1 block text-white hover:underline">
              {settings.supportPhone}
            </a>
            <p className="mt-1 text-sm text-slate-400">{settings.supportHours}</p>
          </div>
        </aside>
      </div>
    </div>
  );
}
