/**
 * Fixed facts of the web app. Contacts and social profiles are store settings, read from
 * GET /settings/public (shared/settings/get-public-settings.ts).
 */
export const site = {
  name: 'MakerShop',
} as const;

/** The phone number as a tel: link. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;

/**
 * The WhatsApp click-to-chat link (https://wa.me/<digits>) for the shop's phone, or null when the
 * number has too few digits to dial. wa.me wants the full international number without '+' or
 * leading zeros; a 10-digit Indian number, or one with a trunk '0', gets India's 91 in front.
 */
export function whatsAppHref(phone: string): string | null {
  let digits = phone.replace(/\D/g, '').replace(/^00/, '');
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 10) digits = `91${digits}`;
  return digits.length >= 11 && digits.length <= 15 && !digits.startsWith('0') ? `https://wa.me/${digits}` : null;
}
