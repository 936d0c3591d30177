/**
 * One policy's text beside its live preview: the preview fills the placeholders with the figures
 * in the form (saved or not), exactly as the storefront will (domain policy-text.rules.ts), and
 * lists the placeholders a text may use.
 */
import { POLICY_PAGES, type PolicyTextKey } from '@shop/domain/policies/policy-pages.config';
import { fillPolicyText, POLICY_PLACEHOLDERS } from '@shop/domain/policies/policy-text.rules';
import { policyValuesOf } from '@shop/domain/policies/policy-values.rules';
import type { StoreSettings } from '@shop/domain/settings/store-settings.schemas';
import { useState } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { TextAreaField } from '../../../../components/ui/textarea';
import { PolicyText } from '../../../../shared/policies/policy-text';

interface Props {
  register: UseFormRegister<StoreSettings>;
  /** The settings as the form now holds them. */
  values: StoreSettings;
  errors: Partial<Record<PolicyTextKey, { message?: string }>>;
}

export function PolicyEditor({ register, values, errors }: Props) {
  const [key, setKey] = useState<PolicyTextKey>('policyTerms');
  const page = POLICY_PAGES.find((p) => p.key === key)!;
  const preview = fillPolicyText(values[key] ?? '', policyValuesOf(values));
  return (
    <section
      aria-labelledby="policy-texts"
      className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="policy-texts" className="text-lg font-semibold text-slate-900">
        Policy texts
      </h2>
      <div role="tablist" aria-label="Policy" className="flex flex-wrap gap-2">
        {POLICY_PAGES.map((p) => (
          <button
            key={p.key}
            type="button"
            role="tab"
            aria-selected={p.key === key}
            onClick={() => setKey(p.key)}
            className={`rounded-full px-3 py-1.5 text-sm font-medium ${p.key === key ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'} ${errors[p.key] ? 'ring-2 ring-red-500' : ''}`}
          >
            {p.title}
          </button>
        ))}
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        <div>
          {/* Every text stays registered; only the chosen one is shown. */}
          {POLICY_PAGES.map((p) => (
            <TextAreaField
              key={p.key}
              label={`${p.title} (/${p.slug})`}
              rows={22}
              spellCheck
              className={p.key === key ? 'font-mono' : 'hidden'}
              error={errors[p.key]?.message}
              hint="# Heading, ## Subheading, - list item; a blank line ends a paragraph. Figures as {placeholders}."
              {...register(p.key)}
            />
          ))}
        </div>
        <div>
          <p className="mb-1 text-sm font-medium text-slate-700">Preview</p>
          <div
            aria-label={`Preview of ${page.title}`}
            role="region"
            className="max-h-[36rem] overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-4"
          >
            <h1 className="text-2xl font-bold text-slate-900">{page.title}</h1>
            <div className="mt-4">
              <PolicyText text={preview} />
            </div>
          </div>
        </div>
      </div>
      <details className="text-sm text-slate-600">
        <summary className="cursor-pointer font-medium text-slate-800">Placeholders you can use</summary>
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          {Object.entries(POLICY_PLACEHOLDERS).map(([name, meaning]) => (
            <div key={name} className="contents">
              <dt className="font-mono text-slate-900">{`{${name}}`}</dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}
