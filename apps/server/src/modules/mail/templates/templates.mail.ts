/** Every mail template by name, with the schema of its data (checked again when the job runs). */
import type { z } from 'zod';
import type { MailContext, RenderedMail } from './layout.mail';
import { RETURN_UPDATE_MAIL, renderReturnUpdate, returnUpdateData } from './return-updates.mail';
import { ORDER_CANCELLED_MAIL, orderCancelledData, renderOrderCancelled } from './order-cancelled.mail';
import { ORDER_HOLD_EXPIRED_MAIL, orderHoldExpiredData, renderOrderHoldExpired } from './order-hold-expired.mail';
import { ORDER_PLACED_MAIL, orderPlacedData, renderOrderPlaced } from './order-placed.mail';
import {
  PASSWORD_CHANGED_MAIL,
  PASSWORD_RESET_OTP_MAIL,
  passwordChangedData,
  passwordResetOtpData,
  renderPasswordChanged,
  renderPasswordResetOtp,
} from './password-reset.mail';
import { PAYMENT_FAILED_MAIL, paymentFailedData, renderPaymentFailed } from './payment-failed.mail';
import { PAYMENT_RECEIVED_MAIL, paymentReceivedData, renderPaymentReceived } from './payment-received.mail';
import { REFUND_ISSUED_MAIL, refundIssuedData, renderRefundIssued } from './refund-issued.mail';
import {
  renderShipmentDelivered,
  renderShipmentOutForDelivery,
  renderShipmentShipped,
  SHIPMENT_DELIVERED_MAIL,
  SHIPMENT_OUT_FOR_DELIVERY_MAIL,
  SHIPMENT_SHIPPED_MAIL,
  shipmentMailData,
} from './shipment-updates.mail';
import {
  ACCOUNT_DELETED_MAIL,
  accountDeletedData,
  DATA_EXPORT_READY_MAIL,
  dataExportReadyData,
  renderAccountDeleted,
  renderDataExportReady,
} from './privacy.mail';
import {
  BACK_IN_STOCK_MAIL,
  backInStockData,
  renderBackInStock,
  renderStockAlertConfirm,
  STOCK_ALERT_CONFIRM_MAIL,
  stockAlertConfirmData,
} from './stock-alerts.mail';
import {
  NEWSLETTER_CONFIRM_MAIL,
  NEWSLETTER_WELCOME_MAIL,
  newsletterConfirmData,
  newsletterWelcomeData,
  renderNewsletterConfirm,
  renderNewsletterWelcome,
} from './newsletter.mail';
import {
  renderTicketAcknowledged,
  renderTicketReply,
  TICKET_ACKNOWLEDGED_MAIL,
  TICKET_REPLY_MAIL,
  ticketAcknowledgedData,
  ticketReplyData,
} from './support-tickets.mail';
import {
  CONTACT_INBOX_MAIL,
  CONTACT_RECEIVED_MAIL,
  CONTACT_REPLY_MAIL,
  contactInboxData,
  contactReceivedData,
  contactReplyData,
  renderContactInbox,
  renderContactReceived,
  renderContactReply,
} from './contact.mail';

import {
  BULK_QUOTE_MAIL,
  bulkQuoteData,
  ENQUIRY_CONFIRMATION_MAIL,
  ENQUIRY_MESSAGE_MAIL,
  ENQUIRY_RECEIVED_MAIL,
  enquiryConfirmationData,
  enquiryMessageData,
  enquiryReceivedData,
  renderBulkQuote,
  renderEnquiryConfirmation,
  renderEnquiryMessage,
  renderEnquiryReceived,
} from './bulk-enquiries.mail';

interface Template<S extends z.ZodType> {
  data: S;
  render(data: z.infer<S>, ctx: MailContext): RenderedMail;
}

const template = <S extends z.ZodType>(
  data: S,
  render: (data: z.infer<S>, ctx: MailContext) => RenderedMail,
): Template<S> => ({ data, render });

export const MAIL_TEMPLATES = {
  [ORDER_PLACED_MAIL]: template(orderPlacedData, renderOrderPlaced),
  [PAYMENT_RECEIVED_MAIL]: template(paymentReceivedData, renderPaymentReceived),
  [PAYMENT_FAILED_MAIL]: template(paymentFailedData, renderPaymentFailed),
  [ORDER_HOLD_EXPIRED_MAIL]: template(orderHoldExpiredData, renderOrderHoldExpired),
  [ORDER_CANCELLED_MAIL]: template(orderCancelledData, renderOrderCancelled),
  [RETURN_UPDATE_MAIL]: template(returnUpdateData, renderReturnUpdate),
  [REFUND_ISSUED_MAIL]: template(refundIssuedData, renderRefundIssued),
  [SHIPMENT_SHIPPED_MAIL]: template(shipmentMailData, renderShipmentShipped),
  [SHIPMENT_OUT_FOR_DELIVERY_MAIL]: template(shipmentMailData, renderShipmentOutForDelivery),
  [SHIPMENT_DELIVERED_MAIL]: template(shipmentMailData, renderShipmentDelivered),
  [TICKET_ACKNOWLEDGED_MAIL]: template(ticketAcknowledgedData, renderTicketAcknowledged),
  [TICKET_REPLY_MAIL]: template(ticketReplyData, renderTicketReply),
  [PASSWORD_RESET_OTP_MAIL]: template(passwordResetOtpData, renderPasswordResetOtp),
  [PASSWORD_CHANGED_MAIL]: template(passwordChangedData, renderPasswordChanged),
  [STOCK_ALERT_CONFIRM_MAIL]: template(stockAlertConfirmData, renderStockAlertConfirm),
  [BACK_IN_STOCK_MAIL]: template(backInStockData, renderBackInStock),
  [DATA_EXPORT_READY_MAIL]: template(dataExportReadyData, renderDataExportReady),
  [ACCOUNT_DELETED_MAIL]: template(accountDeletedData, renderAccountDeleted),
  [ENQUIRY_RECEIVED_MAIL]: template(enquiryReceivedData, renderEnquiryReceived),
  [ENQUIRY_CONFIRMATION_MAIL]: template(enquiryConfirmationData, renderEnquiryConfirmation),
  [ENQUIRY_MESSAGE_MAIL]: template(enquiryMessageData, renderEnquiryMessage),
  [BULK_QUOTE_MAIL]: template(bulkQuoteData, renderBulkQuote),
  [CONTACT_INBOX_MAIL]: template(contactInboxData, renderContactInbox),
  [CONTACT_RECEIVED_MAIL]: template(contactReceivedData, renderContactReceived),
  [CONTACT_REPLY_MAIL]: template(contactReplyData, renderContactReply),
  [NEWSLETTER_CONFIRM_MAIL]: template(newsletterConfirmData, renderNewsletterConfirm),
  [NEWSLETTER_WELCOME_MAIL]: template(newsletterWelcomeData, renderNewsletterWelcome),
};

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
export type MailData<T extends MailTemplateName> = z.infer<(typeof MAIL_TEMPLATES)[T]['data']>;
export const MAIL_TEMPLATE_NAMES = Object.keys(MAIL_TEMPLATES) as [MailTemplateName, ...MailTemplateName[]];
