/**
 * The payment gateways this shop runs with, built from configuration (issue 5 "Providers and
 * configuration"): by name (a payment row's `gateway`) and by method (card: Cashfree, wallet and
 * UPI: PhonePe, each falling back to the sandbox when that is on and the real one is not set up).
 */
import type { PaymentMethod } from '@shop/domain/payments/payment.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PaymentGateway } from './payment-gateway.contract';
import { createCashfreeGateway, type CashfreeConfig } from './cashfree/cashfree.gateway';
import { createPhonePeGateway, type PhonePeConfig } from './phonepe/phonepe.gateway';
import { createSandboxGateway } from './sandbox/sandbox.gateway';

/** Gateway names to try for each method, best first. */
const METHOD_PREFERENCE: Record<PaymentMethod, readonly string[]> = {
  card: ['cashfree', 'sandbox'],
  wallet: ['phonepe', 'sandbox'],
  upi: ['phonepe', 'sandbox'],
  netbanking: ['cashfree', 'sandbox'],
};

/** One way to pay the checkout offers: a method and the gateway that takes it. */
export interface PaymentChoice {
  method: PaymentMethod;
  gateway: string;
}

export const NO_PAYMENT_PROVIDER = 'Online payment is not available right now. Please try again later.';

export interface PaymentRegistry {
  /** Names of the gateways that are on. */
  readonly names: readonly string[];
  /** The gateway called `name`, or undefined when it is not on. */
  find(name: string): PaymentGateway | undefined;
  /** The gateway called `name`; UNAVAILABLE when it is not on (a payment taken by a gateway since removed). */
  byName(name: string): PaymentGateway;
  /** The gateway that takes `method`; UNAVAILABLE when none does. */
  forMethod(method: PaymentMethod): PaymentGateway;
  /** Every (method, gateway) pair that is on, by method then by the method's preference. */
  choices(): PaymentChoice[];
}

/** A registry over these gateways (tests build one with their own fakes). */
export function createPaymentRegistry(gateways: readonly PaymentGateway[]): PaymentRegistry {
  const byName = new Map(gateways.map((g) => [g.name, g]));
  return {
    names: [...byName.keys()],
    find: (name) => byName.get(name),
    byName(name) {
      const gateway = byName.get(name);
      if (!gateway) throw new AppError('UNAVAILABLE', NO_PAYMENT_PROVIDER);
      return gateway;
    },
    forMethod(method) {
      for (const name of METHOD_PREFERENCE[method]) {
        const gateway = byName.get(name);
        if (gateway?.methods.includes(method)) return gateway;
      }
      throw new AppError('UNAVAILABLE', NO_PAYMENT_PROVIDER);
    },
    choices() {
      return (Object.keys(METHOD_PREFERENCE) as PaymentMethod[]).flatMap((method) =>
        METHOD_PREFERENCE[method]
          .filter((name) => byName.get(name)?.methods.includes(method))
          .map((gateway) => ({ method, gateway })),
      );
    },
  };
}

export interface PaymentProvidersConfig {
  /** The sandbox gateway is on (env.ts paymentsSandboxEnabled). */
  sandbox: boolean;
  /** Signs the sandbox's notifications. */
  sandboxSecret: string;
  /** Cashfree's settings when configured (payments.config.ts). */
  cashfree?: CashfreeConfig;
  /** PhonePe's settings when configured (payments.config.ts). */
  phonepe?: PhonePeConfig;
}

/** The registry of the gateways the configuration turns on: Cashfree, PhonePe, the sandbox. */
export function buildPaymentRegistry(db: Db, config: PaymentProvidersConfig): PaymentRegistry {
  const gateways: PaymentGateway[] = [];
  if (config.cashfree) gateways.push(createCashfreeGateway(config.cashfree));
  if (config.phonepe) gateways.push(createPhonePeGateway(config.phonepe));
  if (config.sandbox) gateways.push(createSandboxGateway(db, config.sandboxSecret));
  return createPaymentRegistry(gateways);
}
