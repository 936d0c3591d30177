/**
 * The policy texts a new shop starts with (store settings policy*; staff edit them on the
 * Policies screen). Written from storefront spec §9's policy content, corrected by DESIGN.md: no
 * cancellation fee and no deduction from refunds (Consumer Protection (E-Commerce) Rules 2020,
 * r.4(5)), refunds to the way the customer paid, and every window or amount a placeholder filled
 * from the settings the code obeys (policy-text.rules.ts). Governing law: the courts of Uttar Pradesh.
 */
import type { PolicyTextKey } from './policy-pages.config';

const TERMS = `Effective date: 24 May 2025

These terms govern your use of the {shopName} website and every purchase you make on it. The website is run by {sellerLegalName}, {sellerAddress} (GSTIN {sellerGstin}). By using the website or placing an order you accept these terms.

# Use of the website
- You must be at least 18 years old, or use the website with a parent's or guardian's consent.
- Keep your password to yourself; you are responsible for what is done with your account.
- Give true and complete information when you sign up, order or write to us.

# Products
We describe every product as accurately as we can: its specifications, its country of origin and, for imported goods, the importer are shown on the product page before you buy. Pictures are for illustration; a product may differ slightly in colour or packaging.

# Prices and billing
Prices are in Indian rupees. The price you pay is shown at checkout with GST worked out for your delivery address; it never exceeds the product's MRP. Delivery is free on orders of ₹{freeShippingThresholdRupees} or more before GST; below that the courier's charge is shown before you pay. Every order gets a GST tax invoice.

# Orders, cancellation, returns and warranty
Our Orders and Payment, Cancellation, Shipping, Return and Refund, and Warranty policies are part of these terms. We charge no cancellation fee and make no deduction from refunds.

# Third-party links
The website may link to other websites, such as a payment provider or a courier's tracking page. We do not control them and are not responsible for their content or practices.

# Your feedback
Reviews, questions and suggestions you send us may be shown on the website and used to improve it. Do not post anything unlawful, misleading or that belongs to someone else.

# Prohibited activities
- Using the website for anything unlawful or fraudulent.
- Trying to break into accounts, the website or the systems behind it, or to overload them.
- Copying the website's content or collecting its data by automated means without our permission.
- Placing orders you do not intend to pay for, or reselling with a misleading description.

# Grievances
Write to our grievance officer, {grievanceOfficerName} ({grievanceOfficerDesignation}), at {grievanceOfficerEmail} or {grievanceOfficerPhone}. We acknowledge every complaint within 48 hours and resolve it within one month.

# Governing law
These terms are governed by the laws of India. The courts of Uttar Pradesh have exclusive jurisdiction over any dispute arising from them.`;

const PRIVACY = `This policy explains what personal data {sellerLegalName} ("we") collects when you use {shopName}, why, and the rights you have under the Digital Personal Data Protection Act, 2023.

# What we collect
- Your name, e-mail address and phone number when you sign up or order.
- Delivery and billing addresses, and a GSTIN if you buy for a business.
- Your orders, returns, reviews and the messages you send us.
- Payment status from our payment providers. We never see or store your card number, UPI PIN or bank password.
- Technical data such as your IP address and the pages you open, to keep the website secure.

# Why we use it
- To take, deliver and support your orders, returns and refunds.
- To issue GST invoices and keep the records the law requires (tax records are kept for six years).
- To answer your questions and complaints.
- To send the newsletter, only if you confirmed your subscription; every newsletter mail has a one-click unsubscribe.

We ask for your consent when you sign up, and we share your data only with those who help us serve you: the payment provider, the courier and our mail service, each for that purpose alone. We do not sell your data.

# Your rights
- See and download a copy of your data: Account → Privacy → Download my data.
- Correct your details in your account at any time.
- Erase your account: Account → Privacy → Delete my account. We remove your personal data and keep only the tax records the law obliges us to keep, without your name.
- Withdraw consent to marketing at any time with the unsubscribe link in any mail.
- Nominate another person to exercise these rights for you, and complain to the Data Protection Board of India.

# Security
Your password is stored hashed, your session in a secure cookie, and all traffic is encrypted.

# Grievance officer
For any question or complaint about your data, write to {grievanceOfficerName}, {grievanceOfficerDesignation}, at {grievanceOfficerEmail} or call {grievanceOfficerPhone} ({supportHours}). We acknowledge within 48 hours and resolve within one month.`;

const ORDERS_PAYMENT = `# Placing an order
An order is confirmed when its payment succeeds. Until then the products stay reserved for you for {orderHoldMinutes} minutes; an order not paid in that time is released and nothing is charged.

# Payment
We accept credit and debit cards, net banking and UPI through our payment partners. Prices include GST as shown at checkout, and every order gets a GST tax invoice from {sellerLegalName} (GSTIN {sellerGstin}).

# Delivery charges
Delivery is free on orders of ₹{freeShippingThresholdRupees} or more before GST. Below that, the courier's charge for your pincode is shown before you pay.

# Payment problems
If money left your account but the order shows unpaid, do not pay again: we check every payment with the provider, and a payment that reaches us for an order we cannot keep is refunded in full to the way you paid, usually within {refundDays} business days. Write to {supportEmail} if you have any doubt.

# Changing an order
You may cancel an order within {cancelWindowHours} hours of placing it, while it has not shipped, and place a new one. See the Cancellation Policy.`;

const CANCELLATION = `# Cancelling your order
You can cancel an order yourself from Your Orders within {cancelWindowHours} hours of placing it, as long as it has not been shipped. Once an order has shipped it cannot be cancelled; you can return it after delivery under the Return and Refund Policy.

# No cancellation fee
We charge no cancellation fee. The whole amount you paid, including delivery, goes back to the way you paid.

# Refund of a cancelled order
The refund is issued as soon as the cancellation is made. Banks usually show it within {refundDays} business days.

# Cancellation by us
If we cannot fulfil an order (for example, a product is unavailable), we cancel it, tell you by e-mail and refund the full amount to the way you paid.

# Questions
Write to {supportEmail} or call {supportPhone} ({supportHours}).`;

const SHIPPING = `# Where we deliver
We deliver across India to the pincodes our courier partners serve. The product page tells you whether your pincode is served and when to expect delivery.

# When
We pack and hand over orders to the courier on working days. Your order's expected delivery date, usually {expectedDeliveryDays} days after ordering, is shown on the order and in the confirmation mail. You can follow the parcel on the Track Order page.

# Charges
Delivery is free on orders of ₹{freeShippingThresholdRupees} or more before GST. Below that, the courier's charge for your pincode is shown at checkout before you pay.

# Damaged or wrong parcel
If a parcel arrives damaged or opened, please note it with the courier and ask for a return within {returnWindowDays} days of delivery with photos of the parcel and the product.`;

const RETURNS = `# Return window
You can ask for a return from Your Orders within {returnWindowDays} days of delivery. Choose the items and a reason, and add photos if the product is damaged, defective or not as described.

# What happens next
- We review the request and tell you by e-mail whether it is approved.
- Our courier picks up the parcel from your address.
- We check the product when it reaches us.
- The refund is issued to the way you paid.

# Refunds
The full price of the returned items is refunded, with no deduction. Delivery charges are refunded too when the whole order comes back, or when the product was damaged, defective, wrong or not as described. Refunds go to the way you paid; banks usually show them within {refundDays} business days. Every refund comes with a GST credit note.

# What cannot be returned
Products damaged by misuse, wrong wiring or over-voltage, and products returned incomplete or without their original packaging, may be refused after inspection; we then send them back to you.

# Questions
Write to {supportEmail} or call {supportPhone} ({supportHours}).`;

const WARRANTY = `# Cover
Products with a manufacturer's warranty show it on their product page and on the invoice. A product without its own warranty is covered for {warrantyDays} days from shipment against manufacturing defects.

# How to claim
Raise a complaint from your account, or write to {supportEmail}, with the order number, a description of the fault and photos or a short video. We acknowledge every complaint within 48 hours.

# What we do
If the product is defective we repair or replace it, or, when neither is possible, refund it in full to the way you paid.

# What the warranty does not cover
Damage from misuse, wrong wiring, over-voltage, soldering, physical or water damage, and normal wear.`;

/** The default text of every policy, by its setting. */
export const POLICY_TEXT_DEFAULTS: Record<PolicyTextKey, string> = {
  policyTerms: TERMS,
  policyPrivacy: PRIVACY,
  policyOrdersPayment: ORDERS_PAYMENT,
  policyCancellation: CANCELLATION,
  policyShipping: SHIPPING,
  policyReturn: RETURNS,
  policyWarranty: WARRANTY,
};
