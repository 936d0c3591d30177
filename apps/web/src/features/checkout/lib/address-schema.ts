/** The checkout's delivery address form: domain's deliveryAddress rules and messages, the same the server checks. */
import { z } from 'zod';
import { deliveryAddress } from '@shop/domain/orders/order.schemas';

export const addressFormSchema = z.object(deliveryAddress);
export type AddressFormInput = z.input<typeof addressFormSchema>;
export type AddressFormValues = z.output<typeof addressFormSchema>;
