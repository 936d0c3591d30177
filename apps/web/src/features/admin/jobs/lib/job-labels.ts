/**
 * What each background job does, in words staff understand (issue 5 "Background jobs"). The
 * server's job names stay visible beside them; a name the web app does not know yet shows as is.
 */
const JOB_LABELS: Record<string, string> = {
  'payments.refund': 'Refund a payment',
  'payments.reconcile': 'Check a pending payment with the gateway',
  'payments.hold-sweep': 'Find unpaid orders whose hold ran out',
  'orders.hold-expiry': 'End an unpaid order’s stock hold',
  'mail.send': 'Send an e-mail',
};

/** The label of job `name`, or the name itself when it has none. */
export function jobLabel(name: string): string {
  return Object.hasOwn(JOB_LABELS, name) ? JOB_LABELS[name]! : name;
}
