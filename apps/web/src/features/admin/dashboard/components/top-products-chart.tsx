/** The 10 products that earned most in paid orders of the last 30 days, as horizontal bars (issue 9). */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatRupees } from '../../../../lib/format';
import type { DashboardData } from '../api/get-dashboard';
import { BRAND } from './chart-colours';

const shortName = (name: string) => (name.length > 26 ? `${name.slice(0, 25)}…` : name);

export function TopProductsChart({ products }: { products: DashboardData['top_products'] }) {
  return (
    <div
      className="w-full"
      style={{ height: Math.max(160, products.length * 34 + 30) }}
      data-testid="top-products-chart"
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={products} layout="vertical" margin={{ top: 0, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="#e2e8f0" />
          <XAxis type="number" hide />
          <YAxis
            type="category"
            dataKey="product_name"
            tickFormatter={shortName}
            tick={{ fontSize: 11, fill: '#334155' }}
            width={170}
          />
          <Tooltip formatter={(value) => formatRupees(Number(value))} />
          <Bar
            dataKey="revenue"
            name="Revenue"
            fill={BRAND}
            radius={[0, 3, 3, 0]}
            maxBarSize={20}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
