/** Who receives the delivery: the order's name, e-mail and phone, with domain's deliveryAddress rules and messages (the ones the server checks). */
import { z } from 'zod';
import { deliveryAddress } from '@shop/domain/orders/order.schemas';

export const contactFormSchema = z.object({
  name: deliveryAddress.name,
  email: deliveryAddress.email,
  phone: deliveryAddress.phone,
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;
