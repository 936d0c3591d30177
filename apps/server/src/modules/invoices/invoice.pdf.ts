/**
 * Draws a GST tax invoice or credit note as an A4 PDF with pdfkit, from the document's stored
 * snapshot (docs/decisions/033). Every Rule 46 field is printed: seller and buyer with GSTIN,
 * number and date, place of supply with its state code, the lines with HSN, quantity and unit,
 * unit price, discount, taxable value, rate and CGST/SGST or IGST, the totals and the total in
 * words, reverse charge, the HSN summary and the authorised signatory. The font is DejaVu Sans
 * (the dejavu-fonts-ttf package), which has the rupee sign (₹). It is the plain TrueType file, read
 * once: from a WOFF, fontkit inflates a compressed table again at every glyph it reads, which
 * made one invoice cost over a second of CPU.
 */
import { formatInr } from '@shop/domain/money/money.rules';
import type { InvoiceDocument } from '@shop/domain/invoices/invoice-document.rules';
import type { InvoiceLine } from '@shop/domain/invoices/invoice-lines.rules';
import { pdfFonts } from '../../lib/pdf-fonts';

const MARGIN = 36;
const WIDTH = 595.28 - 2 * MARGIN;
const money = (paise: number) => formatInr(paise).replace('₹', '');
const rate = (bp: number) => `${bp / 100}%`;
const dmy = (iso: string) => iso.split('-').reverse().join('-');

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
  value: (line: InvoiceLine, index: number) => string;
}

function columnsOf(doc: InvoiceDocument): Column[] {
  const tax: Column[] = doc.intraState
    ? [
        { title: 'CGST', width: 48, align: 'right', value: (l) => money(l.cgstPaise) },
        { title: 'SGST', width: 48, align: 'right', value: (l) => money(l.sgstPaise) },
      ]
    : [{ title: 'IGST', width: 96, align: 'right', value: (l) => money(l.igstPaise) }];
  return [
    { title: '#', width: 16, value: (_l, i) => String(i + 1) },
    { title: 'Description', width: 110, value: (l) => l.description },
    { title: 'HSN/SAC', width: 40, value: (l) => l.hsnCode },
    { title: 'Qty', width: 36, align: 'right', value: (l) => `${l.quantity} ${l.unit}` },
    { title: 'Unit price', width: 50, align: 'right', value: (l) => money(l.unitPricePaise) },
    { title: 'Discount', width: 42, align: 'right', value: (l) => money(l.discountPaise) },
    { title: 'Taxable value', width: 52, align: 'right', value: (l) => money(l.taxablePaise) },
    { title: 'Rate', width: 24, align: 'right', value: (l) => rate(l.gstRateBp) },
    ...tax,
    { title: 'Total', width: WIDTH - 370 - 96, align: 'right', value: (l) => money(l.totalPaise) },
  ];
}

function row(
  pdf: PDFKit.PDFDocument,
  cells: { text: string; width: number; align?: 'left' | 'right' }[],
  y: number,
  bold = false,
): number {
  pdf.font(bold ? 'bold' : 'regular').fontSize(7);
  let x = MARGIN;
  let height = 0;
  for (const cell of cells) {
    height = Math.max(height, pdf.heightOfString(cell.text, { width: cell.width - 4 }));
  }
  for (const cell of cells) {
    pdf.text(cell.text, x + 2, y + 3, { width: cell.width - 4, align: cell.align ?? 'left' });
    x += cell.width;
  }
  const bottom = y + height + 6;
  pdf
    .moveTo(MARGIN, bottom)
    .lineTo(MARGIN + WIDTH, bottom)
    .lineWidth(0.4)
    .strokeColor('#999999')
    .stroke();
  return bottom;
}

function party(pdf: PDFKit.PDFDocument, title: string, lines: string[], x: number, y: number, width: number): number {
  pdf.font('bold').fontSize(8).text(title, x, y, { width });
  pdf.font('regular').fontSize(8);
  for (const line of lines.filter(Boolean)) pdf.text(line, { width });
  return pdf.y;
}

function drawLines(pdf: PDFKit.PDFDocument, doc: InvoiceDocument, top: number): number {
  const columns = columnsOf(doc);
  let y = row(
    pdf,
    columns.map((c) => ({ text: c.title, width: c.width, align: c.align })),
    top,
    true,
  );
  doc.lines.forEach((line, i) => {
    if (y > 760) {
      pdf.addPage();
      y = MARGIN;
    }
    y = row(
      pdf,
      columns.map((c) => ({ text: c.value(line, i), width: c.width, align: c.align })),
      y,
    );
  });
  const t = doc.totals;
  const blank = (w: number) => ({ text: '', width: w });
  const taxCells = doc.intraState
    ? [
        { text: money(t.cgstPaise), width: 48, align: 'right' as const },
        { text: money(t.sgstPaise), width: 48, align: 'right' as const },
      ]
    : [{ text: money(t.igstPaise), width: 96, align: 'right' as const }];
  return row(
    pdf,
    [
      { text: 'Total', width: 202 },
      blank(50),
      { text: money(t.discountPaise), width: 42, align: 'right' },
      { text: money(t.taxablePaise), width: 52, align: 'right' },
      blank(24),
      ...taxCells,
      { text: money(t.totalPaise), width: WIDTH - 466, align: 'right' },
    ],
    y,
    true,
  );
}

function drawHsnSummary(pdf: PDFKit.PDFDocument, doc: InvoiceDocument, top: number): number {
  pdf.font('bold').fontSize(8).text('HSN/SAC summary', MARGIN, top);
  const w = [70, 40, 85, 85, 85, 85, WIDTH - 450];
  let y = row(
    pdf,
    ['HSN/SAC', 'Rate', 'Taxable value', 'CGST', 'SGST', 'IGST', 'Total tax'].map((text, i) => ({
      text,
      width: w[i]!,
      align: i > 1 ? ('right' as const) : undefined,
    })),
    pdf.y + 2,
    true,
  );
  for (const r of doc.hsnSummary) {
    const cells = [
      r.hsnCode,
      rate(r.gstRateBp),
      money(r.taxablePaise),
      money(r.cgstPaise),
      money(r.sgstPaise),
      money(r.igstPaise),
      money(r.taxPaise),
    ];
    y = row(
      pdf,
      cells.map((text, i) => ({ text, width: w[i]!, align: i > 1 ? ('right' as const) : undefined })),
      y,
    );
  }
  return y;
}

// Loaded on the first PDF, not at start: pdfkit and its fonts take ~190 ms of CPU to load (docs/decisions/081).
const loadPdfKit = () => import('pdfkit').then((module) => module.default);

/** The PDF of a stored invoice or credit note, as bytes. */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const { pdf, done } = openPdf(await loadPdfKit(), doc);
  drawTitle(pdf, doc);
  const partiesBottom = drawParties(pdf, doc, pdf.y + 8);
  drawTotals(pdf, doc, drawLines(pdf, doc, partiesBottom + 10));
  if (pdf.y > 640) pdf.addPage();
  let y = drawHsnSummary(pdf, doc, pdf.y + 12);
  if (y > 720) {
    pdf.addPage();
    y = MARGIN;
  }
  drawSignatory(pdf, doc, y);
  pdf.end();
  return done;
}

/** An A4 pdfkit document titled for `doc`, with its fonts, and the bytes it gives once ended. */
function openPdf(
  PDFDocument: Awaited<ReturnType<typeof loadPdfKit>>,
  doc: InvoiceDocument,
): { pdf: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${doc.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note'} ${doc.number}`, Author: doc.seller.name },
  });
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

/** "TAX INVOICE" or "CREDIT NOTE" and the line under it, centred at the top. */
function drawTitle(pdf: PDFKit.PDFDocument, doc: InvoiceDocument): void {
  pdf
    .font('bold')
    .fontSize(14)
    .text(doc.kind === 'invoice' ? 'TAX INVOICE' : 'CREDIT NOTE', MARGIN, MARGIN, { width: WIDTH, align: 'center' });
  pdf
    .font('regular')
    .fontSize(7)
    .text(doc.kind === 'invoice' ? 'Original for recipient' : 'Issued under section 34 of the CGST Act, 2017', {
      width: WIDTH,
      align: 'center',
    });
}

/** The seller and the document's number, dates and place of supply side by side from `top`, the buyer under them; returns the bottom. */
function drawParties(pdf: PDFKit.PDFDocument, doc: InvoiceDocument, top: number): number {
  const half = WIDTH / 2 - 8;
  const sellerBottom = party(
    pdf,
    doc.seller.name,
    [
      doc.seller.address,
      `State: ${doc.seller.state} (code ${doc.seller.stateCode})`,
      `GSTIN: ${doc.seller.gstin || 'not registered'}`,
    ],
    MARGIN,
    top,
    half,
  );
  const meta = [
    `${doc.kind === 'invoice' ? 'Invoice' : 'Credit note'} no.: ${doc.number}`,
    `${doc.kind === 'invoice' ? 'Invoice' : 'Credit note'} date: ${dmy(doc.date)}`,
    doc.original ? `Against invoice: ${doc.original.number} dated ${dmy(doc.original.date)}` : '',
    `Order: ${doc.orderReference} dated ${dmy(doc.orderDate)}`,
    `Place of supply: ${doc.placeOfSupply.state} (${doc.placeOfSupply.code || 'code unknown'})`,
    'Tax payable on reverse charge: No',
  ];
  const metaBottom = party(pdf, 'Document', meta, MARGIN + half + 16, top, half);
  const b = doc.buyer;
  return party(
    pdf,
    'Bill to / Ship to',
    [
      b.companyName,
      b.name,
      b.address,
      `State: ${b.state}${b.stateCode ? ` (code ${b.stateCode})` : ''}`,
      b.gstin ? `GSTIN: ${b.gstin}` : 'GSTIN: unregistered (B2C)',
      [b.phone, b.email].filter(Boolean).join(' · '),
    ],
    MARGIN,
    Math.max(sellerBottom, metaBottom) + 10,
    WIDTH,
  );
}

/** The document's total, in figures and in words, and its tax, below the lines ending at `y`. */
function drawTotals(pdf: PDFKit.PDFDocument, doc: InvoiceDocument, y: number): void {
  pdf
    .font('bold')
    .fontSize(9)
    .text(
      `${doc.kind === 'invoice' ? 'Invoice total' : 'Amount credited'}: ${formatInr(doc.totals.totalPaise)}`,
      MARGIN,
      y + 8,
      { width: WIDTH, align: 'right' },
    );
  pdf
    .font('regular')
    .fontSize(8)
    .text(`Amount in words: ${doc.amountInWords}`, MARGIN, pdf.y + 4, { width: WIDTH });
  pdf.text(`Tax in this document: ${formatInr(doc.totals.taxPaise)}`, { width: WIDTH });
}

/** "For {seller}", the signature line and "Authorised signatory", below `y`. */
function drawSignatory(pdf: PDFKit.PDFDocument, doc: InvoiceDocument, y: number): void {
  pdf
    .font('regular')
    .fontSize(8)
    .text(`For ${doc.seller.name}`, MARGIN, y + 24, { width: WIDTH, align: 'right' });
  pdf
    .moveTo(MARGIN + WIDTH - 160, y + 70)
    .lineTo(MARGIN + WIDTH, y + 70)
    .lineWidth(0.6)
    .strokeColor('#000000')
    .stroke();
  pdf.text('Authorised signatory', MARGIN, y + 74, { width: WIDTH, align: 'right' });
}
