/**
 * The Policies form (SuperAdmin; issue 30): the figures every policy quotes and the shop's rules
 * obey (return and cancel windows, refund and warranty days, stock hold, free-delivery threshold,
 * delivery days), the grievance officer the law asks the shop to name, and the seven policy texts
 * with a live preview. Checked with the settings schema before sending; saved in one PATCH
 * /admin/settings, which records the audit log; a server refusal shows on its field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { POLICY_PAGES } from '@shop/domain/policies/policy-pages.config';
import { storeSettingsSchema, type StoreSettings } from '@shop/domain/settings/store-settings.schemas';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { InputField } from '../../../../components/ui/input';
import { toast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api-client';
import { useSavePolicySettings } from '../api/policy-settings';
import { PolicyEditor } from './policy-editor';

const FIGURES = [
  { key: 'returnWindowDays', label: 'Return window (days after delivery)', step: 1 },
  { key: 'cancelWindowHours', label: 'Cancel window (hours after ordering)', step: 1 },
  { key: 'refundDays', label: 'Refund reaches the bank within (business days)', step: 1 },
  { key: 'warrantyDays', label: 'Warranty without a product warranty (days)', step: 1 },
  { key: 'orderHoldMinutes', label: 'Unpaid order holds stock (minutes)', step: 1 },
  { key: 'freeShippingThresholdRupees', label: 'Free delivery from (₹, before GST)', step: 0.01 },
  { key: 'expectedDeliveryDays', label: 'Expected delivery (days)', step: 1 },
] as const;

const OFFICER = [
  { key: 'grievanceOfficerName', label: 'Name', type: 'text' },
  { key: 'grievanceOfficerDesignation', label: 'Designation', type: 'text' },
  { key: 'grievanceOfficerEmail', label: 'E-mail', type: 'email' },
  { key: 'grievanceOfficerPhone', label: 'Phone', type: 'tel' },
] as const;

const FIELDS = [...FIGURES.map((f) => f.key), ...OFFICER.map((f) => f.key), ...POLICY_PAGES.map((p) => p.key)];
type Field = (typeof FIELDS)[number];
const pick = (settings: StoreSettings) =>
  Object.fromEntries(FIELDS.map((key) => [key, settings[key]])) as Pick<StoreSettings, Field>;

const schema = storeSettingsSchema.pick(Object.fromEntries(FIELDS.map((key) => [key, true])) as Record<Field, true>);
const card = 'space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

export function PoliciesForm({ settings }: { settings: StoreSettings }) {
  const save = useSavePolicySettings();
  const { register, handleSubmit, formState, setError, reset, control } = useForm<StoreSettings>({
    resolver: zodResolver(schema) as never,
    // Only the fields this form edits: the schema is strict, as the server's is.
    defaultValues: pick(settings),
  });
  const { errors } = formState;
  const values = { ...settings, ...useWatch({ control }) } as StoreSettings;

  const onSubmit = handleSubmit(
    async (form) => {
      try {
        const saved = (await save.mutateAsync(pick(form))).settings;
        reset(pick(saved));
        toast.success('Policies saved');
      } catch (error) {
        for (const field of (error instanceof ApiError && error.errors) || [])
          setError(field.path as Path<StoreSettings>, { message: field.message });
        toast.error(error instanceof Error && error.message ? error.message : 'Could not save. Please try again.');
      }
    },
    () => toast.error('Please correct the marked fields.'),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Policies" className="space-y-6">
      <section aria-labelledby="policy-figures" className={card}>
        <h2 id="policy-figures" className="text-lg font-semibold text-slate-900">
          Figures in the policies
        </h2>
        <p className="text-sm text-slate-600">
          The shop obeys these too: the account allows returns and cancellations by them, and the pages quote them.
        </p>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FIGURES.map((f) => (
            <InputField
              key={f.key}
              label={f.label}
              type="number"
              inputMode={f.step === 1 ? 'numeric' : 'decimal'}
              step={f.step}
              error={errors[f.key]?.message}
              {...register(f.key, { valueAsNumber: true })}
            />
          ))}
        </div>
      </section>
      <section aria-labelledby="grievance-officer" className={card}>
        <h2 id="grievance-officer" className="text-lg font-semibold text-slate-900">
          Grievance officer
        </h2>
        <p className="text-sm text-slate-600">
          Shown in every page&apos;s footer and on the policy pages (Consumer Protection (E-Commerce) Rules 2020).
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {OFFICER.map((f) => (
            <InputField key={f.key} label={f.label} type={f.type} error={errors[f.key]?.message} {...register(f.key)} />
          ))}
        </div>
      </section>
      <PolicyEditor register={register} values={values} errors={errors} />
      <div className="sticky bottom-0 -mx-1 flex items-center gap-3 bg-slate-100/90 px-1 py-3 backdrop-blur">
        <Button type="submit" isLoading={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save policies'}
        </Button>
        {formState.isDirty && <span className="text-sm text-slate-600">Unsaved changes</span>}
      </div>
    </form>
  );
}
