/**
 * The dashboard's catalogue figures (admin spec §2 'Dashboard': product_count, total_stock; the
 * low-stock list by §4's thresholds; decision 034).
 */
import { LOW_STOCK_THRESHOLD, stockLabel, type StockLabel } from '@shop/domain/catalog/stock-label.rules';
import type { DbOrTx } from '../../db/client';
import * as repo from '../catalog/product-stock.service';

export interface StockReport {
  productCount: number;
  totalStock: number;
  lowStock: { id: string; productName: string; sku: string; stock: number; label: StockLabel }[];
}

/** Product and unit counts, and up to `lowStockLimit` products with 10 units or fewer, fewest first. */
export async function stockReport(db: DbOrTx, lowStockLimit: number): Promise<StockReport> {
  const [totals, low] = await Promise.all([
    repo.catalogueTotals(db),
    repo.fewestInStock(db, LOW_STOCK_THRESHOLD, lowStockLimit),
  ]);
  return {
    productCount: totals.products,
    totalStock: totals.units,
    lowStock: low.map((p) => ({
      id: p.id,
      productName: p.productName,
      sku: p.sku,
      stock: p.stock,
      label: stockLabel(p.stock, p.inStock),
    })),
  };
}
