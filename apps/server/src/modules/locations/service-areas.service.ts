/**
 * Service areas (admin spec §2 Service Areas, §3 Zipcode, §5, §7 /zipcode calls; SuperAdmin):
 * list with pincode search, create, update, remove. The checkout (isServiceable) and the delivery
 * check (lookUpPincode) read this table on every call, with no cache, so a change applies to the
 * next order and the next check at once. Delivery Time comes from the domain's rule. Every change
 * is a 'zipcode.*' audit entry by the staff member, in the same transaction. The routes turn the
 * spec's `zipcode` field into `pincode` (ServiceAreaInput); toZipcodeItem turns it back.
 */
import { STATE_REQUIRED, pincodeStateMismatch } from '@shop/domain/addresses/address.rules';
import { deliveryEstimate } from '@shop/domain/locations/delivery-estimate.rules';
import type { ZipcodeItem } from '@shop/domain/locations/zipcode.responses';
import {
  ZIPCODE_EXISTS,
  ZIPCODE_NOT_FOUND,
  facilityCityElsewhere,
  type ZipcodeBody,
} from '@shop/domain/locations/zipcode.schemas';
import { findIndianState, isSameState } from '@shop/domain/tax/gst-states.rules';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { findDistrictStates, findPincode } from './locations.repository';
import * as repo from './service-areas.repository';

/** A service area's fields as the server speaks of them: the spec's body with its `zipcode` as `pincode`. */
export type ServiceAreaInput = Omit<ZipcodeBody, 'zipcode'> & { pincode: string };

/** A page of service areas: those whose pincode starts with `pincodePrefix` when given; `pageNum` from 1. */
export interface ServiceAreaPage {
  pincodePrefix?: string;
  pageNum: number;
  pageSize: number;
}

const invalid = (path: string, message: string) => new AppError('VALIDATION', message, [{ path, message }]);

/**
 * The body with its state in the official spelling, once it agrees with the bundled India Post
 * data (issue 27): the state must be the pincode's, and the city may not be a district of other
 * states only ('Ghaziabad' for a pincode of Uttarakhand). A city that is no district (Noida,
 * Navi Mumbai: the courier's facility city) passes, as does any state for a pincode India Post
 * does not list. VALIDATION on the field otherwise.
 */
async function checkedPlace(db: DbOrTx, body: ServiceAreaInput): Promise<ServiceAreaInput> {
  const state = findIndianState(body.facilityState);
  if (!state) throw invalid('facilityState', STATE_REQUIRED);
  const place = await findPincode(db, body.pincode);
  if (place && !isSameState(place.state, state.name))
    throw invalid('facilityState', pincodeStateMismatch(body.pincode, place.state, state.name));
  const districtStates = place ? await findDistrictStates(db, body.facilityCity) : [];
  if (place && districtStates.length > 0 && !districtStates.some((other) => isSameState(other, place.state))) {
    throw invalid(
      'facilityCity',
      facilityCityElsewhere(body.facilityCity, districtStates.join(', '), body.pincode, place.district, place.state),
    );
  }
  return { ...body, facilityState: state.name };
}

/** What the audit log keeps of a service area: its fields as stored, the pincode under the spec's `zipcode`. */
function auditValues(row: repo.ServiceAreaRow) {
  const { id: _id, pincode, ...values } = row;
  return { zipcode: pincode, ...values };
}

/** A service area as the API shows it: the spec's fields, the pincode as the spec's `zipcode` number, and its Delivery Time. */
function toZipcodeItem(row: repo.ServiceAreaRow): ZipcodeItem {
  return {
    _id: row.id,
    zipcode: Number(row.pincode),
    dispatchCenter: row.dispatchCenter,
    originCenter: row.originCenter,
    returnCenter: row.returnCenter,
    facilityCity: row.facilityCity,
    facilityState: row.facilityState,
    outOfDeliveryArea: row.outOfDeliveryArea,
    deliveryTime: deliveryEstimate(row.facilityCity, row.facilityState),
  };
}

/** POST /zipcode/list: a page by pincode (those starting with the searched digits) and the count of all matches. */
export async function listServiceAreas(db: DbOrTx, page: ServiceAreaPage) {
  const { rows, total } = await repo.findServiceAreasPage(
    db,
    page.pincodePrefix || undefined,
    page.pageSize,
    (page.pageNum - 1) * page.pageSize,
  );
  return { zipcodeList: rows.map(toZipcodeItem), zipcodeCount: total };
}

/**
 * POST /zipcode/new by `staffId`: VALIDATION when the city or state disagrees with India Post
 * (checkedPlace); CONFLICT when the pincode already has a service area.
 */
export async function createServiceArea(db: DbOrTx, body: ServiceAreaInput, staffId: string): Promise<ZipcodeItem> {
  const values = await checkedPlace(db, body);
  return db.transaction(async (tx) => {
    const row = await repo.insertServiceArea(tx, values);
    if (!row) throw new AppError('CONFLICT', ZIPCODE_EXISTS, [{ path: 'zipcode', message: ZIPCODE_EXISTS }]);
    await recordAudit(tx, {
      staffId,
      action: 'zipcode.create',
      entity: 'zipcode',
      entityId: row.id,
      before: null,
      after: auditValues(row),
    });
    return toZipcodeItem(row);
  });
}

/**
 * POST /zipcode/{id}/update by `staffId`: NOT_FOUND for an unknown id; VALIDATION when the city or
 * state disagrees with India Post (checkedPlace); CONFLICT when moved onto another area's pincode.
 */
export async function updateServiceArea(
  db: DbOrTx,
  id: string,
  body: ServiceAreaInput,
  staffId: string,
): Promise<ZipcodeItem> {
  const values = await checkedPlace(db, body);
  return db.transaction(async (tx) => {
    const before = await repo.findServiceAreaById(tx, id);
    if (!before) throw new AppError('NOT_FOUND', ZIPCODE_NOT_FOUND);
    const other = await repo.findServiceAreaByPincode(tx, values.pincode);
    if (other && other.id !== id)
      throw new AppError('CONFLICT', ZIPCODE_EXISTS, [{ path: 'zipcode', message: ZIPCODE_EXISTS }]);
    const row = await repo.updateServiceArea(tx, id, values);
    if (!row) throw new AppError('NOT_FOUND', ZIPCODE_NOT_FOUND);
    if (JSON.stringify(auditValues(before)) !== JSON.stringify(auditValues(row))) {
      await recordAudit(tx, {
        staffId,
        action: 'zipcode.update',
        entity: 'zipcode',
        entityId: id,
        before: auditValues(before),
        after: auditValues(row),
      });
    }
    return toZipcodeItem(row);
  });
}

/** POST /zipcode/{id}/remove by `staffId`: NOT_FOUND for an unknown id. Orders already placed keep their address. */
export async function removeServiceArea(db: DbOrTx, id: string, staffId: string): Promise<{ _id: string }> {
  return db.transaction(async (tx) => {
    const before = await repo.findServiceAreaById(tx, id);
    if (!before || !(await repo.deleteServiceArea(tx, id))) throw new AppError('NOT_FOUND', ZIPCODE_NOT_FOUND);
    await recordAudit(tx, {
      staffId,
      action: 'zipcode.remove',
      entity: 'zipcode',
      entityId: id,
      before: auditValues(before),
      after: null,
    });
    return { _id: id };
  });
}
