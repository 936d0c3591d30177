/**
 * The short privacy notice shown at signup (issue 29; Digital Personal Data Protection Act, 2023,
 * s.5: a notice of the personal data asked for and its purpose, before or with the request for
 * consent). Its version is recorded with the consent, so a later notice can tell who agreed to
 * which. Change the text, change the version.
 */

/** The notice's version, as stored with each consent (users.privacy_notice_version). */
export const PRIVACY_NOTICE_VERSION = '2026-11-28';

/** What the shop keeps and why, one line each. */
export const PRIVACY_NOTICE_POINTS = [
  'Your name, e-mail and phone: to run your account, deliver your orders and reach you about them.',
  'Your addresses, and a company name and GSTIN if you give them: for delivery and GST invoices.',
  'Your orders, payments, returns and support requests: invoices are kept 6 years, as GST law asks.',
  'We share only what a delivery or payment needs with the courier or payment provider, and sell nothing.',
  'You can see and correct your data in your account, and ask us to delete it.',
] as const;
