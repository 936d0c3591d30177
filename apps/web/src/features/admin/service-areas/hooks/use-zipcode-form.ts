/**
 * The service-area form's state (admin spec §2 Service Areas, §5 'Zipcode', §8): the six text fields and
 * ODA, the errors from the server's own schema (zipcodeBody) or its answer, Facility City and State
 * filled from India Post for a newly typed zipcode, the save with the spec's messages, and Cancel,
 * which clears the form.
 */
import { ZIPCODE_SAVED, ZIPCODE_UPDATED, zipcodeBody, type ZipcodeBody } from '@shop/domain/locations/zipcode.schemas';
import { useCallback, useState, type FormEvent } from 'react';
import { toast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api-client';
import type { ZipcodeItem } from '../api/list-zipcodes';
import { useSaveZipcode } from '../api/save-zipcode';
import { usePincodePrefill, type PincodePlace } from './use-pincode-prefill';

/** The form's text fields, as typed. */
export type Fields = Record<
  'pincode' | 'dispatchCenter' | 'originCenter' | 'returnCenter' | 'facilityCity' | 'facilityState',
  string
>;
const EMPTY: Fields = {
  pincode: '',
  dispatchCenter: '',
  originCenter: '',
  returnCenter: '',
  facilityCity: '',
  facilityState: '',
};

function fieldsOf(area: ZipcodeItem | null): Fields {
  if (!area) return EMPTY;
  const { dispatchCenter, originCenter, returnCenter, facilityCity, facilityState } = area;
  return { pincode: String(area.zipcode), dispatchCenter, originCenter, returnCenter, facilityCity, facilityState };
}

/** A field of the API's body (the spec's `zipcode`) under the form's own name. */
const formField = (path: string): string => (path === 'zipcode' ? 'pincode' : path);

/** Takes the area to edit (null to create) and onClose; gives the fields, ODA, errors, the India Post look-up and the handlers. */
export function useZipcodeForm(area: ZipcodeItem | null, onClose: () => void) {
  const save = useSaveZipcode(area?._id ?? null);
  const [fields, setFields] = useState<Fields>(() => fieldsOf(area));
  const [oda, setOda] = useState(area?.outOfDeliveryArea ?? false);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const fillPlace = useCallback((place: PincodePlace) => {
    // Only if the pincode is still the one looked up: a slower answer for an earlier one is dropped.
    setFields((current) =>
      current.pincode.trim() === place.pincode
        ? { ...current, facilityCity: place.city, facilityState: place.state }
        : current,
    );
    setErrors(({ facilityCity: _city, facilityState: _state, ...rest }) => rest);
  }, []);
  const prefill = usePincodePrefill(fillPlace);
  const onChange = (name: keyof Fields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    if (name === 'pincode' && value !== fields.pincode && value !== String(area?.zipcode ?? ''))
      void prefill.lookUp(value.trim());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { pincode, ...rest } = fields;
    const parsed = zipcodeBody.safeParse({ zipcode: pincode, ...rest, outOfDeliveryArea: oda });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [formField(String(issue.path[0])), issue.message])),
      );
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data as ZipcodeBody);
      toast.success(area ? ZIPCODE_UPDATED : ZIPCODE_SAVED);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errors)
        setErrors(Object.fromEntries(error.errors.map((e) => [formField(e.path), e.message])));
      toast.error(error instanceof Error && error.message ? error.message : 'Failed to save the zipcode');
    }
  };
  const cancel = () => {
    setFields(EMPTY);
    setOda(false);
    onClose();
  };

  return { save, fields, oda, setOda, errors, prefill, onChange, onSubmit, cancel };
}
