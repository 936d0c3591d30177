/** Ids of new rows (DESIGN.md "Data": ids are strings everywhere). */
import { v7 as uuidv7 } from 'uuid';

/** A new id: a time-ordered UUID (v7) as text, so rows sort by creation in their primary key. */
export function newId(): string {
  return uuidv7();
}
