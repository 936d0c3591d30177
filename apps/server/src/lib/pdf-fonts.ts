/**
 * The TrueType fonts every PDF the shop draws uses (invoices, credit notes, bulk quotes): DejaVu
 * Sans, regular and bold, which carry the rupee sign and Indian names. Read from the package on
 * first use and kept.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { SERVER_DIR } from '../server-files';

const require = createRequire(join(SERVER_DIR, 'package.json'));
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** The regular and bold fonts' bytes, for pdfkit's registerFont. */
export function pdfFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}
