/**
 * The seller's identity on every tax invoice (CGST Rule 46; issue 27 item 6): legal name, address,
 * seller state (a state or union territory of India) and seller GSTIN, which must be valid and of
 * that state. The same rules as the server (store-settings schema, sellerGstinProblem) run before
 * sending; a refusal from the server shows on its field. Nothing is saved while a field is wrong.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { sellerGstinProblem } from '@shop/domain/settings/seller-identity.rules';
import { storeSettingsSchema, type StoreSettings } from '@shop/domain/settings/store-settings.schemas';
import { INDIAN_STATE_NAMES } from '@shop/domain/tax/gst-states.rules';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { InputField } from '../../../../components/ui/input';
import { SelectField } from '../../../../components/ui/select';
import { TextAreaField } from '../../../../components/ui/textarea';
import { toast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api-client';
import { useUpdateStoreSettings } from '../api/store-settings';

const formSchema = storeSettingsSchema
  .pick({ sellerLegalName: true, sellerAddress: true, sellerState: true, sellerGstin: true })
  .superRefine((value, ctx) => {
    const problem = sellerGstinProblem(value.sellerGstin, value.sellerState);
    if (problem) ctx.addIssue({ code: 'custom', path: ['sellerGstin'], message: problem });
  });
type Form = Pick<StoreSettings, 'sellerLegalName' | 'sellerAddress' | 'sellerState' | 'sellerGstin'>;

export function SellerIdentityForm({ settings }: { settings: StoreSettings }) {
  const update = useUpdateStoreSettings();
  const { sellerLegalName, sellerAddress, sellerState, sellerGstin } = settings;
  const { register, handleSubmit, formState, setError, reset } = useForm<Form>({
    resolver: zodResolver(formSchema),
    defaultValues: { sellerLegalName, sellerAddress, sellerState, sellerGstin },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = (await update.mutateAsync(values)).settings;
      reset({
        sellerLegalName: saved.sellerLegalName,
        sellerAddress: saved.sellerAddress,
        sellerState: saved.sellerState,
        sellerGstin: saved.sellerGstin,
      });
      toast.success('Settings saved');
    } catch (error) {
      for (const field of (error instanceof ApiError && error.errors) || [])
        setError(field.path as keyof Form, { message: field.message });
      toast.error(
        error instanceof Error && error.message ? error.message : 'Could not save the settings. Please try again.',
      );
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Seller details"
      className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="text-lg font-semibold text-slate-900">Seller details on tax invoices</h2>
      <InputField
        label="Legal name"
        autoComplete="organization"
        error={errors.sellerLegalName?.message}
        {...register('sellerLegalName')}
      />
      <TextAreaField label="Address" rows={3} error={errors.sellerAddress?.message} {...register('sellerAddress')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Seller state"
          options={INDIAN_STATE_NAMES}
          error={errors.sellerState?.message}
          {...register('sellerState')}
        />
        <InputField
          label="Seller GSTIN"
          maxLength={20}
          autoCapitalize="characters"
          spellCheck={false}
          hint="Leave empty until the shop is registered for GST."
          error={errors.sellerGstin?.message}
          {...register('sellerGstin')}
        />
      </div>
      <Button type="submit" isLoading={update.isPending}>
        {update.isPending ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}
