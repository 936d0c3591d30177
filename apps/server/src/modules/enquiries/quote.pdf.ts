/**
 * Draws a bulk quote as an A4 PDF with pdfkit (issue 30), as invoices are drawn
 * (invoices/invoice.pdf.ts): the seller, the buyer, the quote's number, date and validity, the
 * lines with unit price before GST, with GST and line total, the totals, the note and how to
 * accept it. DejaVu Sans for the rupee sign.
 */
import type { BulkQuote } from '@shop/domain/enquiries/enquiry.responses';
import { formatInr, rupeesToPaise } from '@shop/domain/money/money.rules';
import { pdfFonts } from '../../lib/pdf-fonts';

const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN;
const inr = (rupees: number) => formatInr(rupeesToPaise(rupees));

export interface QuotePdfFacts {
  quote: BulkQuote;
  seller: { name: string; address: string; gstin: string; email: string; phone: string };
  buyer: {
    companyName: string;
    contactPerson: string;
    email: string;
    phone: string;
    gstNumber: string;
    address: string;
  };
}

const COLUMNS = [
  { title: 'Product', width: WIDTH - 330 },
  { title: 'Qty', width: 50 },
  { title: 'Unit price', width: 80 },
  { title: 'GST', width: 40 },
  { title: 'Incl. GST', width: 80 },
  { title: 'Total', width: 80 },
];

function row(pdf: PDFKit.PDFDocument, cells: string[], y: number, bold = false): number {
  pdf.font(bold ? 'bold' : 'regular').fontSize(8);
  const height = Math.max(...cells.map((c, i) => pdf.heightOfString(c, { width: COLUMNS[i]!.width - 6 })));
  let x = MARGIN;
  cells.forEach((cell, i) => {
    pdf.text(cell, x + 3, y + 3, { width: COLUMNS[i]!.width - 6, align: i === 0 ? 'left' : 'right' });
    x += COLUMNS[i]!.width;
  });
  pdf
    .rect(MARGIN, y, WIDTH, height + 6)
    .lineWidth(0.5)
    .strokeColor('#94a3b8')
    .stroke();
  return y + height + 6;
}

/** An A4 document with the fonts, and the bytes it gives once ended. */
function openPdf(
  PDFDocument: Awaited<ReturnType<typeof loadPdfKit>>,
  title: string,
  author: string,
): { pdf: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title, Author: author } });
  const { regular, bold } = pdfFonts();
  pdf.registerFont('regular', regular);
  pdf.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  return { pdf, done };
}

/** The title, the seller, the quote's number and dates, and the buyer; leaves the cursor below them. */
function drawParties(pdf: PDFKit.PDFDocument, { quote, seller, buyer }: QuotePdfFacts): void {
  pdf.font('bold').fontSize(16).text('QUOTATION', MARGIN, MARGIN, { width: WIDTH, align: 'center' });
  pdf
    .font('bold')
    .fontSize(10)
    .text(seller.name, MARGIN, MARGIN + 30);
  pdf
    .font('regular')
    .fontSize(8)
    .text(
      [seller.address, seller.gstin && `GSTIN: ${seller.gstin}`, `${seller.email} · ${seller.phone}`]
        .filter(Boolean)
        .join('\n'),
    );
  const metaTop = MARGIN + 30;
  const meta = [
    `Quote no: ${quote.quote_number}`,
    `Date: ${quote.created_at.slice(0, 10)}`,
    `Valid until: ${quote.valid_until} (India time, inclusive)`,
  ];
  pdf.text(meta.join('\n'), MARGIN + WIDTH / 2, metaTop, { width: WIDTH / 2, align: 'right' });
  pdf
    .font('bold')
    .fontSize(9)
    .text('Quoted to', MARGIN, Math.max(pdf.y, metaTop + 60) + 10);
  const to = [
    buyer.companyName,
    `Attn: ${buyer.contactPerson}`,
    buyer.address,
    `GSTIN: ${buyer.gstNumber || 'N/A'}`,
    `${buyer.email} · ${buyer.phone}`,
  ];
  pdf.font('regular').fontSize(8).text(to.join('\n'), { width: WIDTH });
}

/** The lines' table from `y`, the totals, the note and how to accept. */
function drawLinesAndTotals(pdf: PDFKit.PDFDocument, quote: BulkQuote, top: number): void {
  let y = row(
    pdf,
    COLUMNS.map((c) => c.title),
    top,
    true,
  );
  for (const line of quote.lines) {
    const cells = [
      line.product_name,
      String(line.quantity),
      inr(line.unit_price),
      `${line.gst_rate}%`,
      inr(line.unit_price_with_gst),
      inr(line.line_total),
    ];
    y = row(pdf, cells, y);
  }
  pdf
    .font('regular')
    .fontSize(9)
    .text(`Taxable value: ${inr(quote.taxable_value)}`, MARGIN, y + 10, { width: WIDTH, align: 'right' });
  pdf.text(`GST: ${inr(quote.gst_amount)}`, { width: WIDTH, align: 'right' });
  pdf.font('bold').text(`Total incl. GST: ${inr(quote.total)}`, { width: WIDTH, align: 'right' });
  pdf
    .font('regular')
    .fontSize(8)
    .text('Shipping is charged at checkout by the shop’s usual rule.', { width: WIDTH, align: 'right' });
  if (quote.note) pdf.moveDown().font('bold').text('Note', MARGIN).font('regular').text(quote.note, { width: WIDTH });
  pdf
    .moveDown()
    .text(
      'To accept: sign in, open Your Bulk Requests in your account and press Accept. The items go into your cart at these prices; pay before the quote expires.',
      MARGIN,
      pdf.y,
      { width: WIDTH },
    );
}

// Loaded on the first PDF, not at start: pdfkit and its fonts take ~190 ms of CPU to load (docs/decisions/081).
const loadPdfKit = () => import('pdfkit').then((module) => module.default);

/** The quote's PDF bytes. */
export async function drawQuotePdf(facts: QuotePdfFacts): Promise<Buffer> {
  const { pdf, done } = openPdf(await loadPdfKit(), `Quote ${facts.quote.quote_number}`, facts.seller.name);
  drawParties(pdf, facts);
  drawLinesAndTotals(pdf, facts.quote, pdf.y + 12);
  pdf.end();
  return done;
}
