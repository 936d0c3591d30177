/** The success envelope of every API reply (DESIGN.md "API conventions"). */
export interface Success<T> {
  status: 'Success';
  data: T;
  message?: string;
}

/** Wraps `data` as { status: "Success", data, message? }. */
export function success<T>(data: T, message?: string): Success<T> {
  return message === undefined ? { status: 'Success', data } : { status: 'Success', data, message };
}
