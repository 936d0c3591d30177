/**
 * The TrueType fonts every PDF the shop draws uses (invoices, credit notes, bulk quotes): DejaVu
 * Sans, regular and bold, which carry the rupee sign and Indian names. Read from the package on
 * first use and kept.
 */
import { readFileSync } from 'node:fs';
import { serverRequire } from '../server-files';

let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** The regular and bold fonts' bytes, for pdfkit's registerFont. */
export function pdfFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(serverRequire.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(serverRequire.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}
