/**
 * /admin-dashboard/store-settings — Store settings (SuperAdmin; issue 27): the seller's identity
 * that every tax invoice prints, checked as the server checks it.
 */
import { LoadError } from '../../../../components/ui/load-error';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { useStoreSettings } from '../api/store-settings';
import { SuperAdminOnly } from '../../shell/components/super-admin-only';
import { SellerIdentityForm } from './seller-identity-form';

function StoreSettingsScreen() {
  const settings = useStoreSettings();
  return (
    <div className="max-w-2xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Store settings</h1>
        <p className="mt-1 text-sm text-slate-600">
          The seller name, address, state and GSTIN printed on every tax invoice and credit note.
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
        <SellerIdentityForm settings={settings.data.settings} />
      )}
    </div>
  );
}

export function StoreSettingsPage() {
  return (
    <SuperAdminOnly screen="Store settings">
      <StoreSettingsScreen />
    </SuperAdminOnly>
  );
}
