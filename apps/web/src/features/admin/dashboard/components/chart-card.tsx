/**
 * A dashboard panel: heading, the chart (or an empty state), and the same figures as a table for
 * screen readers, since an SVG chart says nothing to them.
 */
import type { ReactNode } from 'react';

interface ChartCardProps {
  title: string;
  description?: string;
  /** The figures as rows for the hidden table: the first column names the row. */
  table?: { headings: string[]; rows: (string | number)[][] };
  className?: string;
  children: ReactNode;
}

export function ChartCard({ title, description, table, className = '', children }: ChartCardProps) {
  return (
    <section
      aria-label={title}
      className={`min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 ${className}`}
    >
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {description && <p className="mt-0.5 text-xs text-slate-500">{description}</p>}
      <div className="mt-4">{children}</div>
      {table && table.rows.length > 0 && (
        // In a div: a table does not shrink to sr-only's 1 px and would widen the page.
        <div className="sr-only">
          <table>
            <caption>{title}</caption>
            <thead>
              <tr>
                {table.headings.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={String(row[0])}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={i}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
