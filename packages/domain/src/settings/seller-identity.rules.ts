/**
 * The seller's GST identity in the store settings (DESIGN.md "Law": the seller GSTIN goes on
 * every tax invoice, CGST Rule 46): the seller state must be an Indian state or union territory,
 * and the seller GSTIN, when given, must be a valid GSTIN (format, state code, check digit, as on
 * addresses: tax/gstin.rules.ts) whose first two digits are that state's GST state code. Zod-free, so
 * the settings form can check before sending.
 */
import { findIndianState } from '../tax/gst-states.rules';
import { checkGstin } from '../tax/gstin.rules';

export const SELLER_STATE_UNKNOWN = 'Please choose the seller state: a state or union territory of India';

/** The message when the seller GSTIN is registered in `gstinState` but the seller state is `sellerState`. */
export function sellerGstinStateMismatch(gstinState: string, sellerState: string): string {
  return `This GST number is registered in ${gstinState}, but the seller state is ${sellerState}`;
}

/**
 * Why `gstin` cannot be the GSTIN of a seller in `sellerState`, or undefined when it can. An
 * empty GSTIN (not registered yet) passes; an unknown state is left to the state's own check.
 */
export function sellerGstinProblem(gstin: string, sellerState: string): string | undefined {
  if (gstin.trim() === '') return undefined;
  const check = checkGstin(gstin);
  if (!check.valid) return check.message;
  const state = findIndianState(sellerState);
  if (!state || state.code === check.state.code) return undefined;
  return sellerGstinStateMismatch(check.state.name, state.name);
}
