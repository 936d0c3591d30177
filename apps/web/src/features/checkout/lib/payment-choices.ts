/**
 * The checkout's ways to pay, from GET /payment/methods (docs/decisions/031; issue 27 item 18):
 * every (method, gateway) pair the server lists is a choice, grouped by gateway, the sandbox's
 * group first when it is on (it is the development default), then Cashfree, PhonePe and any other
 * gateway; methods in the order card, net banking, UPI, wallet.
 */
import type { PaymentMethods } from '@shop/domain/payments/payment.responses';

export type PaymentMethodName = PaymentMethods['methods'][number]['method'];

/** What the create call sends: the gateway and the method it takes. */
export interface PaymentChoice {
  gateway: string;
  method: PaymentMethodName;
}

/** One gateway's choices, in the order the checkout lists them. */
export interface PaymentChoiceGroup {
  gateway: string;
  choices: PaymentChoice[];
}

export const SANDBOX_GATEWAY = 'sandbox';
const GATEWAY_ORDER = [SANDBOX_GATEWAY, 'cashfree', 'phonepe'];
const METHOD_ORDER: readonly PaymentMethodName[] = ['card', 'netbanking', 'upi', 'wallet'];

const rank = (list: readonly string[], name: string) => (list.includes(name) ? list.indexOf(name) : list.length);

/** The listed pairs grouped by gateway and ordered as above; duplicates are listed once. */
export function groupPaymentChoices(methods: PaymentMethods['methods']): PaymentChoiceGroup[] {
  const groups = new Map<string, Set<PaymentMethodName>>();
  for (const { gateway, method } of methods) groups.set(gateway, (groups.get(gateway) ?? new Set()).add(method));
  return [...groups.entries()]
    .sort(([a], [b]) => rank(GATEWAY_ORDER, a) - rank(GATEWAY_ORDER, b) || a.localeCompare(b))
    .map(([gateway, set]) => ({
      gateway,
      choices: [...set]
        .sort((a, b) => rank(METHOD_ORDER, a) - rank(METHOD_ORDER, b))
        .map((method) => ({ gateway, method })),
    }));
}

/** A stable key for a choice (radio values, React keys). */
export const choiceKey = (choice: PaymentChoice) => `${choice.gateway}:${choice.method}`;
