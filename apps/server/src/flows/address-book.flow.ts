/**
 * Adding to the address book (POST /addresses, and POST /user/{id}/update-address at the next
 * index) across the accounts and addresses modules: the address is checked (state from
 * the pincode, GSTIN of that state), then added under a lock on the customer's account row, so two
 * additions at once cannot both pass the book's limit. The lock is the accounts module's (its
 * table); the book is the addresses module's (issue 28: a module reads only its own tables).
 */
import type { SavedAddress } from '@shop/domain/addresses/address.responses';
import type { AddressBody, UpdateAddressBody } from '@shop/domain/addresses/address.schemas';
import type { Db } from '../db/client';
import { lockCustomerAccount } from '../modules/accounts/accounts.service';
import * as addresses from '../modules/addresses/addresses.service';

/** Adds an address to the customer's book. VALIDATION as resolveAddress; NOT_FOUND for no such customer; CONFLICT when the book is full. */
export async function addAddress(db: Db, customerId: string, body: AddressBody): Promise<SavedAddress> {
  const values = await addresses.resolveAddress(db, body);
  return db.transaction(async (tx) => {
    await lockCustomerAccount(tx, customerId);
    return addresses.addAddressLocked(tx, customerId, values);
  });
}

/** POST /user/{id}/update-address: addresses.service updateAddressAtIndex, adding through addAddress. */
export function updateAddressAtIndex(db: Db, customerId: string, body: UpdateAddressBody): Promise<SavedAddress[]> {
  return addresses.updateAddressAtIndex(db, customerId, body, addAddress);
}
