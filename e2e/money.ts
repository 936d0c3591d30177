/** Rupee amounts as the shop prints them (₹1,23,456.00), from an API figure in rupees, through the domain's formatter. */
import { formatInr, rupeesToPaise } from '@shop/domain/money/money.rules';

export const rupees = (amount: number): string => formatInr(rupeesToPaise(amount));
