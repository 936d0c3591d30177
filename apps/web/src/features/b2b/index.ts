/**
 * The b2b feature's public file (docs/decisions/064): the account's Your Bulk Requests section,
 * and for staff's Bulk Order Enquiries the status badge and a quote's lines (issue 30). Its page
 * (/b2bpage) is loaded by the router.
 */
export { BulkRequestsSection } from './components/bulk-requests-section';
export { EnquiryStatusBadge } from './components/enquiry-status-badge';
export { QuoteLines } from './components/quote-lines';
