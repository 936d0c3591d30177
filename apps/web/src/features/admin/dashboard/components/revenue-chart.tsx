/** Revenue (bars, rupees) and paid orders (line) per India day for the last 30 days (issue 9; decision 034). */
import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatRupees } from '../../../../lib/format';
import type { DashboardData } from '../api/get-dashboard';
import { compactRupees } from '../lib/compact-rupees';
import { ACCENT, BRAND } from './chart-colours';

const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** '2026-03-05' → '5 Mar' (the date is already India's: format it as is). */
export const shortDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));

export function RevenueChart({ days }: { days: DashboardData['revenue_by_day'] }) {
  return (
    <div className="h-64 w-full" data-testid="revenue-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={days} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis
            dataKey="date"
            tickFormatter={shortDay}
            tick={{ fontSize: 11, fill: '#64748b' }}
            interval="preserveStartEnd"
            minTickGap={16}
          />
          <YAxis yAxisId="revenue" tickFormatter={compactRupees} tick={{ fontSize: 11, fill: '#64748b' }} width={52} />
          <YAxis
            yAxisId="orders"
            orientation="right"
            allowDecimals={false}
            tick={{ fontSize: 11, fill: '#64748b' }}
            width={28}
          />
          <Tooltip
            labelFormatter={(day) => shortDay(String(day))}
            formatter={(value, name) => (name === 'Revenue' ? formatRupees(Number(value)) : value)}
          />
          <Bar
            yAxisId="revenue"
            dataKey="revenue"
            name="Revenue"
            fill={BRAND}
            radius={[3, 3, 0, 0]}
            maxBarSize={18}
            isAnimationActive={false}
          />
          <Line
            yAxisId="orders"
            dataKey="orders"
            name="Paid orders"
            stroke={ACCENT}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
