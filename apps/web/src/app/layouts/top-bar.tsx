/** The thin bar above the header: support e-mail, phone and social links (storefront spec §2 header). */
import { MailIcon, PhoneIcon } from '../../components/ui/icons';
import { telHref } from '../../config/site';
import { socialLinksOf, usePublicSettings } from '../../shared/settings/get-public-settings';

export function TopBar() {
  const settings = usePublicSettings();
  const social = socialLinksOf(settings);
  return (
    <div className="bg-brand-800 text-xs text-brand-50">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-1.5">
        <div className="flex min-w-0 items-center gap-4">
          <a href={`mailto:${settings.supportEmail}`} className="flex items-center gap-1.5 hover:text-white">
            <MailIcon className="size-3.5" />
            <span className="truncate">{settings.supportEmail}</span>
          </a>
          <a href={telHref(settings.supportPhone)} className="hidden items-center gap-1.5 hover:text-white sm:flex">
            <PhoneIcon className="size-3.5" />
            {settings.supportPhone}
          </a>
        </div>
        {social.length > 0 && (
          <ul className="flex items-center gap-3" aria-label="Follow us">
            {social.map((link) => (
              <li
                key={link.name}
                className={link.name === 'LinkedIn' || link.name === 'YouTube' ? 'hidden sm:block' : undefined}
              >
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:text-white hover:underline"
                >
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
