/**
 * A customer's saved addresses (shopper spec §3 Address, §5, §7 update-address; decision 028):
 * list, add, edit and remove, always of the signed-in customer's own book, and `addressOf` for
 * the order step. Beyond the schema's checks (addressBody), an address's state must be the
 * pincode's state in the India Post data, and is taken from it when left empty; a GSTIN must be
 * of that state. A pincode the data does not know keeps the state the customer chose.
 */
import {
  ADDRESS_NOT_FOUND,
  MAX_SAVED_ADDRESSES,
  STATE_REQUIRED,
  TOO_MANY_ADDRESSES,
  formatAddress,
  parseAddress,
  pincodeStateMismatch,
} from '@shop/domain/addresses/address.rules';
import type { SavedAddress } from '@shop/domain/addresses/address.responses';
import { addressBody, type AddressBody, type UpdateAddressBody } from '@shop/domain/addresses/address.schemas';
import { findIndianState, isSameState } from '@shop/domain/tax/gst-states.rules';
import { gstinProblemForState } from '@shop/domain/tax/gstin.rules';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { lookUpPincode } from '../locations/locations.service';
import * as repo from './addresses.repository';

/** An address as the order step stores it (`addressOf`). */
export interface DeliveryAddress {
  id: string;
  /** House, street, area, landmark. */
  address: string;
  city: string;
  /** Canonical name of an Indian state or UT (domain tax/gst-states). */
  state: string;
  pincode: string;
  /** Empty when not a business address. */
  companyName: string;
  /** A valid GSTIN of `state`, or empty. */
  gstin: string;
}

function toApiAddress(row: repo.AddressRow): SavedAddress {
  return {
    _id: row.id,
    address: row.line,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    companyName: row.companyName,
    gstNumber: row.gstin,
  };
}

const invalid = (path: string, message: string) => new AppError('VALIDATION', message, [{ path, message }]);

/** The India Post state of a pincode, or undefined when the data does not know the pincode. */
async function pincodeState(db: DbOrTx, pincode: string): Promise<string | undefined> {
  try {
    return (await lookUpPincode(db, pincode)).state || undefined;
  } catch (error) {
    if (error instanceof AppError && error.kind === 'NOT_FOUND') return undefined;
    throw error;
  }
}

/**
 * The row values for a checked address: the state from the pincode when empty, else checked
 * against it, in its canonical spelling; the GSTIN checked against that state. VALIDATION with
 * the field's message otherwise.
 */
export async function resolveAddress(db: DbOrTx, body: AddressBody): Promise<repo.AddressValues> {
  const known = await pincodeState(db, body.pincode);
  const chosen = body.state || known;
  const state = chosen === undefined ? undefined : findIndianState(chosen);
  if (!state) throw invalid('state', STATE_REQUIRED);
  if (known !== undefined && !isSameState(known, state.name))
    throw invalid('state', pincodeStateMismatch(body.pincode, known, state.name));
  const gstProblem = body.gstNumber ? gstinProblemForState(body.gstNumber, state.name) : undefined;
  if (gstProblem) throw invalid('gstNumber', gstProblem);
  return {
    line: body.address,
    city: body.city,
    state: state.name,
    pincode: body.pincode,
    companyName: body.companyName,
    gstin: body.gstNumber,
  };
}

/** The customer's saved addresses, oldest first. */
export async function listAddresses(db: DbOrTx, customerId: string): Promise<SavedAddress[]> {
  return (await repo.listAddresses(db, customerId)).map(toApiAddress);
}

/**
 * Adds checked `values` (resolveAddress) to the customer's book inside `tx`, whose caller holds the
 * customer's account row locked (flows/address-book.flow.ts), so two additions at once cannot both pass
 * the count. CONFLICT when the book already holds MAX_SAVED_ADDRESSES.
 */
export async function addAddressLocked(
  tx: DbOrTx,
  customerId: string,
  values: repo.AddressValues,
): Promise<SavedAddress> {
  if ((await repo.countAddresses(tx, customerId)) >= MAX_SAVED_ADDRESSES)
    throw new AppError('CONFLICT', TOO_MANY_ADDRESSES);
  return toApiAddress(await repo.insertAddress(tx, customerId, values));
}

/** Replaces the customer's address `id`; NOT_FOUND when it is not theirs (another's looks the same as none). */
export async function editAddress(
  db: DbOrTx,
  customerId: string,
  id: string,
  body: AddressBody,
): Promise<SavedAddress> {
  if (!(await repo.findAddress(db, customerId, id))) throw new AppError('NOT_FOUND', ADDRESS_NOT_FOUND);
  const row = await repo.updateAddress(db, customerId, id, await resolveAddress(db, body));
  if (!row) throw new AppError('NOT_FOUND', ADDRESS_NOT_FOUND);
  return toApiAddress(row);
}

/** Removes the customer's address `id`; NOT_FOUND when it is not theirs. Orders keep their own copy. */
export async function removeAddress(db: DbOrTx, customerId: string, id: string): Promise<void> {
  if (!(await repo.deleteAddress(db, customerId, id))) throw new AppError('NOT_FOUND', ADDRESS_NOT_FOUND);
}

/**
 * The spec's POST /user/{id}/update-address for the customer's own book: the address at
 * `address_index` (oldest first) becomes `address_value` read as 'line, city, state, pincode'
 * with its company name and GST number; the next index adds one; an empty value removes one.
 * Returns the book afterwards. NOT_FOUND for an index past the end. A new address is added by
 * `addAddress` (flows/address-book.flow.ts: it locks the customer's account, the accounts module's row).
 */
export async function updateAddressAtIndex(
  db: Db,
  customerId: string,
  { user: change }: UpdateAddressBody,
  addAddress: (db: Db, customerId: string, body: AddressBody) => Promise<SavedAddress>,
): Promise<SavedAddress[]> {
  const current = await repo.listAddresses(db, customerId);
  const existing = current[change.address_index];
  if (!existing && change.address_index !== current.length) throw new AppError('NOT_FOUND', ADDRESS_NOT_FOUND);
  if (!change.address_value) {
    if (!existing) throw new AppError('NOT_FOUND', ADDRESS_NOT_FOUND);
    await removeAddress(db, customerId, existing.id);
  } else {
    const parsed = addressBody.safeParse({
      ...parseAddress(change.address_value),
      companyName: change.companyName ?? existing?.companyName ?? '',
      gstNumber: change.gstNumber ?? existing?.gstin ?? '',
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path[0] === 'companyName' || issue.path[0] === 'gstNumber' ? issue.path[0] : 'address_value';
      throw invalid(`user.${field}`, issue.message);
    }
    if (existing) await editAddress(db, customerId, existing.id, parsed.data);
    else await addAddress(db, customerId, parsed.data);
  }
  return listAddresses(db, customerId);
}

/**
 * The customer's address `addressId` for an order to store (state, pincode, company name, GSTIN
 * as checked when saved). NOT_FOUND 'Address not found' when it is not that customer's.
 */
export async function addressOf(db: DbOrTx, customerId: string, addressId: string): Promise<DeliveryAddress> {
  const row = await repo.findAddress(db, customerId, addressId);
  if (!row) throw new AppError('NOT_FOUND', ADDRESS_NOT_FOUND);
  return {
    id: row.id,
    address: row.line,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    companyName: row.companyName,
    gstin: row.gstin,
  };
}

/**
 * What the spec's User carries about addresses (shopper spec §3): every address as one line of
 * text, and the company name and GST number of the first business address.
 */
export async function accountAddressFields(
  db: DbOrTx,
  customerId: string,
): Promise<{ address: string[]; companyName: string; gstNumber: string }> {
  const rows = await repo.listAddresses(db, customerId);
  const business = rows.find((row) => row.gstin || row.companyName);
  return {
    address: rows.map((row) =>
      formatAddress({ address: row.line, city: row.city, state: row.state, pincode: row.pincode }),
    ),
    companyName: business?.companyName ?? '',
    gstNumber: business?.gstin ?? '',
  };
}

/** Account erasure (issue 29, DPDP Act s.12): deletes every saved address of the customer, in the caller's transaction. */
export function eraseAddressesOf(tx: DbOrTx, userId: string): Promise<void> {
  return repo.deleteAddressesOf(tx, userId);
}
