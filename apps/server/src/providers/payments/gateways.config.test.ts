import { describe, expect, it } from 'vitest';
import type { PaymentGateway } from './payment-gateway.contract';
import { buildPaymentRegistry, createPaymentRegistry } from './gateways.config';
import type { Db } from '../../db/client';

const gateway = (name: string, methods: PaymentGateway['methods']): PaymentGateway => ({
  name,
  methods,
  createPayment: async () => ({ redirectUrl: `/${name}` }),
  fetchStatus: async () => undefined,
  expire: async () => undefined,
  refund: async () => ({ providerRefundId: `${name}-refund` }),
  readNotification: () => undefined,
});

describe('the payment registry', () => {
  it('sends card to Cashfree and wallet and UPI to PhonePe when both are configured', () => {
    const registry = createPaymentRegistry([
      gateway('sandbox', ['card', 'wallet', 'upi']),
      gateway('cashfree', ['card']),
      gateway('phonepe', ['wallet', 'upi']),
    ]);
    expect(registry.forMethod('card').name).toBe('cashfree');
    expect(registry.forMethod('wallet').name).toBe('phonepe');
    expect(registry.forMethod('upi').name).toBe('phonepe');
  });

  it('falls back to the sandbox for a method no real provider takes', () => {
    const registry = createPaymentRegistry([
      gateway('sandbox', ['card', 'wallet', 'upi']),
      gateway('cashfree', ['card']),
    ]);
    expect(registry.forMethod('card').name).toBe('cashfree');
    expect(registry.forMethod('upi').name).toBe('sandbox');
  });

  it('finds a gateway by the name a payment row remembers, and refuses one that is not on', () => {
    const registry = createPaymentRegistry([gateway('sandbox', ['card', 'wallet', 'upi'])]);
    expect(registry.byName('sandbox').name).toBe('sandbox');
    expect(registry.find('phonepe')).toBeUndefined();
    expect(() => registry.byName('phonepe')).toThrow(/not available/);
  });

  it('lists every (method, gateway) pair that is on, best gateway first, for the checkout to offer', () => {
    const registry = createPaymentRegistry([
      gateway('sandbox', ['card', 'wallet', 'upi', 'netbanking']),
      gateway('cashfree', ['card', 'netbanking']),
    ]);
    expect(registry.choices()).toEqual([
      { method: 'card', gateway: 'cashfree' },
      { method: 'card', gateway: 'sandbox' },
      { method: 'wallet', gateway: 'sandbox' },
      { method: 'upi', gateway: 'sandbox' },
      { method: 'netbanking', gateway: 'cashfree' },
      { method: 'netbanking', gateway: 'sandbox' },
    ]);
  });

  it('has nothing to offer when no gateway is configured', () => {
    const registry = createPaymentRegistry([]);
    expect(registry.names).toEqual([]);
    expect(registry.choices()).toEqual([]);
    expect(() => registry.forMethod('card')).toThrow(/not available/);
  });

  it('builds Cashfree for cards and PhonePe for UPI and wallets from their settings, with the sandbox as fallback', () => {
    const common = { publicUrl: 'https://shop.example.in' };
    const registry = buildPaymentRegistry({} as Db, {
      sandbox: true,
      sandboxSecret: 'sandbox-secret-0123456789',
      cashfree: {
        ...common,
        appId: 'app',
        secretKey: 'secret',
        mode: 'sandbox',
        baseUrl: 'https://sandbox.cashfree.com/pg',
        sdkUrl: 'https://sdk.cashfree.com/js/v3/cashfree.js',
      },
      phonepe: {
        ...common,
        clientId: 'c',
        clientSecret: 's',
        clientVersion: '1',
        pgUrl: 'https://pg',
        authUrl: 'https://auth',
        webhookUsername: 'u',
        webhookPassword: 'p',
      },
    });
    expect(registry.names).toEqual(['cashfree', 'phonepe', 'sandbox']);
    expect(registry.forMethod('card').name).toBe('cashfree');
    expect(registry.forMethod('upi').name).toBe('phonepe');
    expect(registry.forMethod('wallet').name).toBe('phonepe');
  });
});
