/**
 * The Create New Zipcode / Edit Zipcode modal (admin spec §2 Service Areas, §5 'Zipcode', §8):
 * the spec's validation messages from the server's own schema, 'Create' / 'Update', and Cancel,
 * which clears the form and closes. Successes 'Zipcode saved successfully!' / 'Zipcode updated
 * successfully!'; a failure shows the server's message. Typing a new six-digit zipcode fills
 * Facility City and Facility State from India Post (the server refuses a state not the pincode's).
 */
import { ZIPCODE_SAVED, ZIPCODE_UPDATED, zipcodeBody, type ZipcodeBody } from '@shop/domain/locations/zipcode.schemas';
import { useCallback, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { InputField } from '../../../../components/ui/input';
import { Modal } from '../../../../components/ui/modal';
import { toast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api-client';
import type { ZipcodeItem } from '../api/list-zipcodes';
import { useSaveZipcode } from '../api/save-zipcode';
import { usePincodePrefill, type PincodePlace } from '../hooks/use-pincode-prefill';

const FORM_ID = 'zipcode-form';
type Fields = Record<
  'zipcode' | 'dispatchCenter' | 'originCenter' | 'returnCenter' | 'facilityCity' | 'facilityState',
  string
>;
const EMPTY: Fields = {
  zipcode: '',
  dispatchCenter: '',
  originCenter: '',
  returnCenter: '',
  facilityCity: '',
  facilityState: '',
};
const LABELS: [keyof Fields, string][] = [
  ['zipcode', 'Zipcode'],
  ['dispatchCenter', 'Dispatch Center'],
  ['originCenter', 'Origin Center'],
  ['returnCenter', 'Return Center'],
  ['facilityCity', 'Facility City'],
  ['facilityState', 'Facility State'],
];

function fieldsOf(area: ZipcodeItem | null): Fields {
  if (!area) return EMPTY;
  const { dispatchCenter, originCenter, returnCenter, facilityCity, facilityState } = area;
  return { zipcode: String(area.zipcode), dispatchCenter, originCenter, returnCenter, facilityCity, facilityState };
}

export function ZipcodeDialog({ area, onClose }: { area: ZipcodeItem | null; onClose: () => void }) {
  const save = useSaveZipcode(area?._id ?? null);
  const [fields, setFields] = useState<Fields>(() => fieldsOf(area));
  const [oda, setOda] = useState(area?.outOfDeliveryArea ?? false);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const fillPlace = useCallback((place: PincodePlace) => {
    // Only if the zipcode is still the one looked up: a slower answer for an earlier one is dropped.
    setFields((current) =>
      current.zipcode.trim() === place.pincode
        ? { ...current, facilityCity: place.city, facilityState: place.state }
        : current,
    );
    setErrors(({ facilityCity: _city, facilityState: _state, ...rest }) => rest);
  }, []);
  const prefill = usePincodePrefill(fillPlace);
  const onChange = (name: keyof Fields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    if (name === 'zipcode' && value !== fields.zipcode && value !== String(area?.zipcode ?? ''))
      void prefill.lookUp(value.trim());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = zipcodeBody.safeParse({ ...fields, outOfDeliveryArea: oda });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data as ZipcodeBody);
      toast.success(area ? ZIPCODE_UPDATED : ZIPCODE_SAVED);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errors)
        setErrors(Object.fromEntries(error.errors.map((e) => [e.path, e.message])));
      toast.error(error instanceof Error && error.message ? error.message : 'Failed to save the zipcode');
    }
  };
  const cancel = () => {
    setFields(EMPTY);
    setOda(false);
    onClose();
  };

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
            maxLength={name === 'zipcode' ? 6 : 100}
            {...(name === 'zipcode'
              ? {
                  inputMode: 'numeric' as const,
                  placeholder: '6-digit zipcode',
                  'data-autofocus': true,
                  hint:
                    prefill.place?.pincode === fields.zipcode.trim() &&
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
