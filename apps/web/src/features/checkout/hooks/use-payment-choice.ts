/**
 * The payment method chosen at checkout (issue 8): the configured methods, and the shopper's choice
 * while it is still offered, else the first (the sandbox's card in development).
 */
import { useState } from 'react';
import { usePaymentMethods } from '../api/get-payment-methods';
import { choiceKey, type PaymentChoice } from '../lib/payment-choices';

/** Gives the methods' query, the payment to use (undefined while loading or when none) and the chooser. */
export function usePaymentChoice() {
  const methods = usePaymentMethods();
  const [chosenPayment, setChosenPayment] = useState<PaymentChoice>();
  const offered = methods.data?.flatMap((group) => group.choices);
  const payment = offered?.find((c) => chosenPayment && choiceKey(c) === choiceKey(chosenPayment)) ?? offered?.[0];
  return { methods, payment, setChosenPayment };
}
