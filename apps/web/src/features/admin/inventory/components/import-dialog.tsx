/**
 * The catalogue CSV import (issue 9; docs/decisions/037): choosing a file runs the dry run at
 * once — rows to create, rows to update, every error with its row and column — and Import is
 * offered only for a file without errors; the server applies it all or nothing.
 */
import { CATALOGUE_CSV_COLUMNS } from '@shop/domain/inventory/catalogue.csv';
import { MAX_IMPORT_CSV_CHARS, MAX_IMPORT_ROWS } from '@shop/domain/inventory/inventory.schemas';
import { useState, type ChangeEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { labelClasses } from '../../../../components/ui/input';
import { Modal } from '../../../../components/ui/modal';
import { toast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api-client';
import { useApplyImport, usePreviewImport, type ImportReport } from '../api/import-catalogue';

function ReportView({ report }: { report: ImportReport }) {
  return (
    <section aria-label="Dry run" className="space-y-3 text-sm">
      <p className="text-slate-700">
        {report.rows} rows: <strong>{report.toCreate.length} to create</strong>,{' '}
        <strong>{report.toUpdate.length} to update</strong>
        {report.errors.length > 0 && (
          <>
            , <strong className="text-red-700">{report.errors.length} errors</strong>
          </>
        )}
        .
      </p>
      {report.errors.length > 0 ? (
        <div className="max-h-64 overflow-auto rounded-lg ring-1 ring-red-200">
          <table className="min-w-full text-left">
            <caption className="bg-red-50 px-3 py-2 text-left font-medium text-red-800">
              Nothing is imported until every row is right. Fix these rows and choose the file again.
            </caption>
            <thead className="bg-slate-50">
              <tr>
                <th className="px-3 py-2">Row</th>
                <th className="px-3 py-2">Column</th>
                <th className="px-3 py-2">Problem</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {report.errors.map((error, i) => (
                <tr key={i} data-testid="import-error">
                  <td className="px-3 py-2 font-mono">Row {error.row}</td>
                  <td className="px-3 py-2 font-mono">{error.column ?? '—'}</td>
                  <td className="px-3 py-2 text-red-700">{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="max-h-64 divide-y divide-slate-100 overflow-auto rounded-lg ring-1 ring-slate-200">
          {[
            ...report.toCreate.map((r) => ({ ...r, kind: 'New' })),
            ...report.toUpdate.map((r) => ({ ...r, kind: 'Update' })),
          ].map((r) => (
            <li key={r.row} className="flex justify-between gap-3 px-3 py-2">
              <span>
                <span className="font-mono text-xs text-slate-500">
                  Row {r.row} · {r.kind}
                </span>{' '}
                {r.product_name}
              </span>
              <span className="whitespace-nowrap text-slate-600">
                {r.stock_before === null ? `${r.stock_after} units` : `${r.stock_before} → ${r.stock_after} units`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ImportDialog({ onClose }: { onClose: () => void }) {
  const preview = usePreviewImport();
  const apply = useApplyImport();
  const [csv, setCsv] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    preview.reset();
    setCsv(null);
    setProblem(null);
    if (!file) return;
    if (file.size > MAX_IMPORT_CSV_CHARS)
      return setProblem(`The file is too large: at most ${MAX_IMPORT_CSV_CHARS / 1024} KB`);
    const text = await file.text();
    setCsv(text);
    preview.mutate(text, { onError: (error) => setProblem(error.message) });
  };

  const onImport = async () => {
    if (!csv) return;
    try {
      const reply = await apply.mutateAsync(csv);
      toast.success(reply.message ?? 'Import complete');
      onClose();
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.errors?.length
          ? `${error.message} (${error.errors[0]!.path}: ${error.errors[0]!.message})`
          : error instanceof Error
            ? error.message
            : 'Import failed',
      );
    }
  };

  const report = preview.data?.report;
  const ready = report && report.errors.length === 0 && report.toCreate.length + report.toUpdate.length > 0;
  return (
    <Modal
      title="Import Products (CSV)"
      description={`Columns: ${CATALOGUE_CSV_COLUMNS.join(', ')}. Up to ${MAX_IMPORT_ROWS.toLocaleString('en-IN')} rows; prices in rupees before GST, MRP with GST.`}
      size="lg"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!ready} isLoading={apply.isPending} onClick={() => void onImport()}>
            {report && ready ? `Import ${report.toCreate.length + report.toUpdate.length} products` : 'Import'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div>
          <label htmlFor="catalogue-csv" className={labelClasses}>
            CSV file
          </label>
          <input
            id="catalogue-csv"
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => void onFile(e)}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium"
          />
        </div>
        {preview.isPending && <p className="text-sm text-slate-600">Checking the file…</p>}
        {problem && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {problem}
          </p>
        )}
        {report && <ReportView report={report} />}
      </div>
    </Modal>
  );
}
