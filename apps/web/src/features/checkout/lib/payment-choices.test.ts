import { describe, expect, it } from 'vitest';
import { choiceKey, groupPaymentChoices } from './payment-choices';

describe('groupPaymentChoices', () => {
  it('offers every method the sandbox takes, not one test payment, when it is the only gateway', () => {
    const groups = groupPaymentChoices([
      { method: 'wallet', gateway: 'sandbox' },
      { method: 'upi', gateway: 'sandbox' },
      { method: 'card', gateway: 'sandbox' },
      { method: 'netbanking', gateway: 'sandbox' },
    ]);
    expect(groups).toEqual([
      {
        gateway: 'sandbox',
        choices: ['card', 'netbanking', 'upi', 'wallet'].map((method) => ({ gateway: 'sandbox', method })),
      },
    ]);
  });

  it('lists the sandbox first, then Cashfree, PhonePe and any other gateway, each with its own methods', () => {
    const groups = groupPaymentChoices([
      { method: 'upi', gateway: 'phonepe' },
      { method: 'card', gateway: 'razorpay' },
      { method: 'netbanking', gateway: 'cashfree' },
      { method: 'card', gateway: 'cashfree' },
      { method: 'card', gateway: 'sandbox' },
      { method: 'wallet', gateway: 'phonepe' },
    ]);
    expect(groups.map((g) => [g.gateway, g.choices.map(choiceKey)])).toEqual([
      ['sandbox', ['sandbox:card']],
      ['cashfree', ['cashfree:card', 'cashfree:netbanking']],
      ['phonepe', ['phonepe:upi', 'phonepe:wallet']],
      ['razorpay', ['razorpay:card']],
    ]);
  });

  it('lists a pair given twice once, and nothing when nothing is configured', () => {
    expect(
      groupPaymentChoices([
        { method: 'upi', gateway: 'phonepe' },
        { method: 'upi', gateway: 'phonepe' },
      ]),
    ).toEqual([{ gateway: 'phonepe', choices: [{ gateway: 'phonepe', method: 'upi' }] }]);
    expect(groupPaymentChoices([])).toEqual([]);
  });
});
