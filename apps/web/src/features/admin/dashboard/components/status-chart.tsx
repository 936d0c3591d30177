/** Paid orders of the last 30 days by their status now, as a doughnut in the badges' colours (issue 9). */
import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import type { DashboardData } from '../api/get-dashboard';
import { STATUS_COLOURS } from './chart-colours';

export function StatusChart({ statuses }: { statuses: DashboardData['orders_by_status'] }) {
  return (
    <div className="h-64 w-full" data-testid="status-chart">
      <ResponsiveContainer width="100%" height="100%">
        <PieChart>
          <Pie
            data={statuses}
            dataKey="count"
            nameKey="status"
            innerRadius="50%"
            outerRadius="80%"
            paddingAngle={statuses.length > 1 ? 2 : 0}
            stroke={statuses.length > 1 ? '#fff' : 'none'}
            isAnimationActive={false}
          >
            {statuses.map((s) => (
              <Cell key={s.status} fill={STATUS_COLOURS[s.status] ?? '#64748b'} />
            ))}
          </Pie>
          <Tooltip />
          <Legend iconType="circle" wrapperStyle={{ fontSize: 12 }} />
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}
