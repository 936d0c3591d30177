/**
 * One product as the seed catalogue files carry it (seed/catalogue/*.json), checked with zod
 * before anything is written: a bad record stops the seed with its SKU and the offending field,
 * rather than putting a half-right product in the shop.
 */
import { mrpRuleProblem } from '@shop/domain/pricing/mrp.rules';
import { bulkPriceProblem } from '@shop/domain/pricing/bulk-price.rules';
import { rupeesToPaise } from '@shop/domain/money/money.rules';
import { z } from 'zod';
import { CATEGORY_NAMES } from './category-list';

/**
 * SKUs become file names (`<sku-lower>.svg`, `<sku-lower>_2.svg`), so they keep to letters,
 * digits and '-'; with no '_' in a SKU the two names of one product never meet another's.
 */
const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;
const GST_RATES = [0, 0.25, 3, 5, 12, 18, 28];

const text = z.string().trim().min(1);
const rupees = z
  .number()
  .positive()
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { error: 'must have at most two decimals' });
const count = z.number().int().min(0);
const size = z.number().int().positive();

export const catalogueRecordSchema = z
  .strictObject({
    sku: z.string().regex(SKU_PATTERN, { error: 'must be 1-64 letters, digits or "-"' }),
    product_name: text.max(200),
    category: z.enum(CATEGORY_NAMES),
    sub_category: text.max(100),
    brand: text.max(100),
    hsn_code: z.string().regex(/^\d{4}(\d{2}){0,2}$/, { error: 'must be 4, 6 or 8 digits' }),
    gst_rate: z.number().refine((r) => GST_RATES.includes(r), { error: `must be one of ${GST_RATES.join(', ')}` }),
    mrp: rupees,
    price: rupees,
    stock: count,
    featured: z.boolean(),
    // The source's rating figures are checked but not loaded: a product's rating is computed
    // from its reviews (modules/reviews; the demo reviews of seed/demo-reviews.ts).
    review_stars: z.number().min(0).max(5),
    no_of_reviews: count,
    overview: z.array(text),
    description: z.string().trim(),
    specifications: z.array(
      z.strictObject({ title: text, data: z.array(z.strictObject({ key: text, value: z.string().trim() })) }),
    ),
    weight_g: size,
    length_mm: size,
    breadth_mm: size,
    height_mm: size,
    tags: z.array(text),
    /** The product's own bulk unit prices before GST (multiple_quantity_price_*), rupees; each range optional. */
    bulk_prices: z
      .strictObject({
        '5_10': rupees.optional(),
        '10_20': rupees.optional(),
        '20_50': rupees.optional(),
        '50_100': rupees.optional(),
        '100_plus': rupees.optional(),
      })
      .optional(),
  })
  // The MRP is tax-inclusive (pricing/mrp.rules.ts): `price` is before GST, and with GST it must not exceed the MRP.
  .superRefine((r, ctx) => {
    const problem = mrpRuleProblem(rupeesToPaise(r.price), rupeesToPaise(r.mrp), Math.round(r.gst_rate * 100));
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['price'] });
    for (const [range, price] of Object.entries(r.bulk_prices ?? {})) {
      if (price !== undefined && price >= r.price)
        ctx.addIssue({ code: 'custom', message: 'a bulk price must be below the price', path: ['bulk_prices', range] });
    }
    // The staff forms' rule too: no tier dearer than the one before it (issue 27 item 4).
    const paise = (rupees: number | undefined) => (rupees === undefined ? null : rupeesToPaise(rupees));
    const b = r.bulk_prices ?? {};
    const bulk = bulkPriceProblem({
      pricePaise: rupeesToPaise(r.price),
      mrpPaise: rupeesToPaise(r.mrp),
      gstRateBp: Math.round(r.gst_rate * 100),
      bulkPrices: {
        price5To10Paise: paise(b['5_10']),
        price10To20Paise: paise(b['10_20']),
        price20To50Paise: paise(b['20_50']),
        price50To100Paise: paise(b['50_100']),
        price100PlusPaise: paise(b['100_plus']),
      },
    });
    if (bulk) ctx.addIssue({ code: 'custom', message: bulk.message, path: ['bulk_prices'] });
  });

export type CatalogueRecord = z.infer<typeof catalogueRecordSchema>;

/** Checks one raw record; throws an Error naming the SKU (or the position) and each bad field. */
export function parseCatalogueRecord(raw: unknown, where: string): CatalogueRecord {
  const result = catalogueRecordSchema.safeParse(raw);
  if (result.success) return result.data;
  const sku = typeof raw === 'object' && raw !== null && 'sku' in raw ? String(raw.sku) : '(no sku)';
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(record)'}: ${issue.message}`);
  throw new Error(`Bad catalogue record ${sku} (${where}):\n${problems.join('\n')}`);
}
