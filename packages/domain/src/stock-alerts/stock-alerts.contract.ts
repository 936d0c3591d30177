/**
 * The back-in-stock alert calls (issue 29): ask for an alert (signed in or as a guest), confirm a
 * guest's, stop them from a mail's link, the customer's own alerts, and staff's waiting counts.
 * Declared once for the server and the web.
 */
import { defineContract } from '../api/contract.schemas';
import { emptyBody } from '../validation/empty-body.schemas';
import { idParams } from '../validation/params.schemas';
import { alertTokenBody, oneClickBody, oneClickQuery, stockAlertBody, waitingCountsBody } from './stock-alerts.schemas';
import { stockAlertData, stockAlertListData, unsubscribedData, waitingCountsData } from './stock-alerts.responses';

export const stockAlertsContract = defineContract('stock-alerts', {
  'POST /stock-alerts': {
    summary: "Notify me when it's back: an alert for an out-of-stock product (a guest confirms by mail first)",
    body: stockAlertBody,
    reply: stockAlertData,
    okStatus: 201,
    errors: [400, 404, 409, 429],
  },
  'POST /stock-alerts/confirm': {
    summary: "Confirms a guest's alert with the token its mail carried",
    body: alertTokenBody,
    reply: stockAlertData,
    errors: [400, 422],
  },
  'POST /stock-alerts/unsubscribe': {
    summary: 'Stops every open alert of the address the token names (the link in every alert mail)',
    body: alertTokenBody,
    reply: unsubscribedData,
    errors: [400, 422],
  },
  'POST /stock-alerts/unsubscribe/one-click': {
    summary: "The mail header's one-click unsubscribe (RFC 8058): a form POST with the token in the address",
    query: oneClickQuery,
    body: oneClickBody,
    reply: unsubscribedData,
    errors: [400, 415, 422],
  },
  'GET /stock-alerts/mine': {
    summary: "The signed-in customer's alerts, newest first",
    reply: stockAlertListData,
    errors: [401],
  },
  'POST /stock-alerts/:id/cancel': {
    summary: "Stops one of the signed-in customer's alerts",
    params: idParams,
    body: emptyBody,
    reply: stockAlertData,
    errors: [400, 401, 404],
  },
  'POST /admin/stock-alerts/waiting': {
    summary: 'Customers waiting for each of these products (staff)',
    tags: ['admin'],
    body: waitingCountsBody,
    reply: waitingCountsData,
    errors: [400, 401, 403],
  },
});
