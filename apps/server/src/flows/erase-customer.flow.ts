/**
 * Delete my account (issue 29 "Your data"; DPDP Act 2023 s.12; CGST Act s.36): in one transaction,
 * with the customer's row locked, after their password is checked and while no order or return of
 * theirs is still in progress:
 * - the account's name, e-mail, phone, Google link and password are replaced (accounts), so no
 *   sign-in can reach it and the old address may sign up afresh;
 * - addresses, the saved cart, back-in-stock alerts, contact messages and the newsletter subscription of the account's address
 *   (with their replies), password resets and data copies are deleted;
 * - orders, invoices and credit notes stay 72 months without the person (name replaced, no
 *   e-mail, phone or street; state and pincode stay for the place of supply);
 * - bulk enquiries (also a guest's sent from the address) and their quotes stay without the
 *   person's name, contacts, address or words (staff's history, the quotes' orders);
 * - tickets and return requests stay without their words, return photos are deleted, reviews are
 *   signed "A customer";
 * - every session ends; the audit log records it ('privacy.erase', by the customer); a last mail
 *   tells the old address.
 * Errors: CONFLICT OPEN_ORDERS_BLOCK_DELETE; UNPROCESSABLE INVALID_CREDENTIALS for a wrong password.
 */
import { OPEN_ORDERS_BLOCK_DELETE } from '@shop/domain/privacy/privacy.schemas';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { eraseCustomerAccount, lockCustomerAccount } from '../modules/accounts/accounts.service';
import { eraseMessagesFrom } from '../modules/contact/contact.service';
import { eraseAddressesOf } from '../modules/addresses/addresses.service';
import { recordAudit } from '../modules/audit/audit.service';
import { eraseSavedCartOf } from '../modules/carts/carts.service';
import { anonymiseInvoicesOf } from '../modules/invoices/invoices.service';
import { anonymiseEnquiriesOf } from '../modules/enquiries/enquiries.service';
import { ACCOUNT_DELETED_MAIL, enqueueMail } from '../modules/mail/mail.service';
import { eraseNewsletterOf } from '../modules/newsletter/newsletter.service';
import { anonymiseOrdersOf, openOrdersOf } from '../modules/orders/orders.service';
import { eraseResetsOf } from '../modules/password-reset/password-reset.service';
import { eraseExportsOf } from '../modules/privacy/privacy.service';
import { eraseReturnsOf, openReturnsOf } from '../modules/returns/returns.service';
import { anonymiseReviewsOf } from '../modules/reviews/reviews.service';
import { revokeSessionsOf, type CustomerSession } from '../modules/sessions/sessions.service';
import { eraseAlertsOf } from '../modules/stock-alerts/stock-alerts.service';
import { anonymiseTicketsOf } from '../modules/support/support.service';

/** POST /user/privacy/delete: erases `customer`'s account as described above. */
export async function eraseCustomer(db: Db, customer: CustomerSession, password: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCustomerAccount(tx, customer.id);
    if ((await openOrdersOf(tx, customer.id)) + (await openReturnsOf(tx, customer.id)) > 0)
      throw new AppError('CONFLICT', OPEN_ORDERS_BLOCK_DELETE);
    const { formerEmail, email } = await eraseCustomerAccount(tx, customer.id, password, now);
    await eraseAddressesOf(tx, customer.id);
    await eraseSavedCartOf(tx, customer.id);
    await eraseAlertsOf(tx, customer.id, formerEmail);
    await eraseMessagesFrom(tx, formerEmail);
    await eraseNewsletterOf(tx, formerEmail);
    await eraseResetsOf(tx, customer.id);
    await eraseExportsOf(tx, customer.id);
    await anonymiseOrdersOf(tx, customer.id, email);
    await anonymiseInvoicesOf(tx, customer.id);
    await anonymiseTicketsOf(tx, customer.id, email);
    await eraseReturnsOf(tx, customer.id);
    await anonymiseReviewsOf(tx, customer.id);
    await anonymiseEnquiriesOf(tx, customer.id, formerEmail, email);
    await revokeSessionsOf(tx, 'customer', customer.id);
    await recordAudit(tx, {
      staffId: customer.id,
      action: 'privacy.erase',
      entity: 'customer',
      entityId: customer.id,
      before: null,
      after: { deleted_at: now.toISOString() },
    });
    await enqueueMail(tx, { template: ACCOUNT_DELETED_MAIL, to: formerEmail, data: { customerName: customer.name } });
  });
}
