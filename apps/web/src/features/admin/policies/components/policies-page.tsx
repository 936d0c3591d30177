/**
 * /admin-dashboard/policies — Policies (SuperAdmin; issue 30): the policy texts with their live
 * preview, the figures they quote, the grievance officer, and the newsletter's confirmed
 * subscribers as CSV.
 */
import { Button } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { SuperAdminOnly } from '../../shell/components/super-admin-only';
import { useExportNewsletter, usePolicySettings } from '../api/policy-settings';
import { PoliciesForm } from './policies-form';

function NewsletterExport() {
  const exportCsv = useExportNewsletter();
  return (
    <section
      aria-labelledby="newsletter-export"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div>
        <h2 id="newsletter-export" className="text-lg font-semibold text-slate-900">
          Newsletter
        </h2>
        <p className="text-sm text-slate-600">Addresses that confirmed their subscription, with the date they did.</p>
      </div>
      <Button variant="outline" isLoading={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
        Export subscribers (CSV)
      </Button>
    </section>
  );
}

function PoliciesScreen() {
  const settings = usePolicySettings();
  return (
    <div className="max-w-6xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Policies</h1>
        <p className="mt-1 text-sm text-slate-600">
          What the terms, privacy, orders and payment, cancellation, shipping, return and warranty pages say.
        </p>
      </header>
      {settings.isPending ? (
        <CenteredSpinner />
      ) : settings.isError ? (
        <LoadError
          title="Failed to load the settings"
          message={settings.error.message}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <PoliciesForm settings={settings.data.settings} />
      )}
      <NewsletterExport />
    </div>
  );
}

export function PoliciesPage() {
  return (
    <SuperAdminOnly screen="Policies">
      <PoliciesScreen />
    </SuperAdminOnly>
  );
}
