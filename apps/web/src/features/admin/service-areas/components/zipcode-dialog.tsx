/**
 * The Create New Zipcode / Edit Zipcode modal (admin spec §2 Service Areas, §5 'Zipcode', §8):
 * the spec's validation messages from the server's own schema, 'Create' / 'Update', and Cancel,
 * which clears the form and closes. Successes 'Zipcode saved successfully!' / 'Zipcode updated
 * successfully!'; a failure shows the server's message. Typing a new six-digit zipcode fills
 * Facility City and Facility State from India Post (the server refuses a state not the pincode's).
 */
import { Button } from '../../../../components/ui/button';
import { InputField } from '../../../../components/ui/input';
import { Modal } from '../../../../components/ui/modal';
import type { ZipcodeItem } from '../api/list-zipcodes';
import { useZipcodeForm, type Fields } from '../hooks/use-zipcode-form';

const FORM_ID = 'zipcode-form';
const LABELS: [keyof Fields, string][] = [
  ['pincode', 'Zipcode'],
  ['dispatchCenter', 'Dispatch Center'],
  ['originCenter', 'Origin Center'],
  ['returnCenter', 'Return Center'],
  ['facilityCity', 'Facility City'],
  ['facilityState', 'Facility State'],
];

/** The modal: `area` to edit, or null to create; closes itself through onClose after a save. */
export function ZipcodeDialog({ area, onClose }: { area: ZipcodeItem | null; onClose: () => void }) {
  const { save, fields, oda, setOda, errors, prefill, onChange, onSubmit, cancel } = useZipcodeForm(area, onClose);

  return (
    <Modal
      title={area ? 'Edit Zipcode' : 'Create New Zipcode'}
      onClose={cancel}
      footer={
        <>
          <Button variant="secondary" onClick={cancel}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} isLoading={save.isPending}>
            {area ? 'Update' : 'Create'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
        {LABELS.map(([name, label]) => (
          <InputField
            key={name}
            label={label}
            value={fields[name]}
            error={errors[name]}
            maxLength={name === 'pincode' ? 6 : 100}
            {...(name === 'pincode'
              ? {
                  inputMode: 'numeric' as const,
                  placeholder: '6-digit zipcode',
                  'data-autofocus': true,
                  hint:
                    prefill.place?.pincode === fields.pincode.trim() &&
                    `India Post: ${prefill.place.city}, ${prefill.place.state}`,
                }
              : {})}
            onChange={(e) => onChange(name, e.target.value)}
          />
        ))}
        <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
          <input
            type="checkbox"
            checked={oda}
            onChange={(e) => setOda(e.target.checked)}
            className="size-4 rounded border-slate-300"
          />
          Out of Delivery Area (ODA)
        </label>
      </form>
    </Modal>
  );
}
