/**
 * The privacy calls (issue 29 "Your data", DPDP Act 2023): ask for a copy of one's data (built by a
 * job, mailed as a link that expires), download it, and delete the account. Declared once for the
 * server and the web.
 */
import { defineContract } from '../api/contract.schemas';
import { emptyBody } from '../validation/empty-body.schemas';
import { dataExportData, erasedData } from './privacy.responses';
import { deleteAccountBody, exportDownloadQuery } from './privacy.schemas';

export const privacyContract = defineContract('privacy', {
  'POST /user/privacy/export': {
    summary: 'Asks for a copy of my data: a job builds the JSON file and mails a link that expires',
    body: emptyBody,
    reply: dataExportData,
    okStatus: 202,
    errors: [400, 401, 429],
  },
  'GET /user/privacy/export/download': {
    summary: 'Downloads my data (the mailed link; only for the signed-in customer it was made for)',
    query: exportDownloadQuery,
    file: 'application/json',
    errors: [400, 401, 404],
  },
  'POST /user/privacy/delete': {
    summary: 'Deletes my account: sessions end, personal data erased; orders and invoices kept (GST) without my name',
    body: deleteAccountBody,
    reply: erasedData,
    errors: [400, 401, 409, 422, 429],
  },
});
