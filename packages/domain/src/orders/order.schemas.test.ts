import { describe, expect, it } from 'vitest';
import {
  EMPTY_CART,
  newOrderBody,
  orderBulkStatusBody,
  orderUpdateBody,
  SELECT_ORDERS_AND_STATUS,
} from './order.schemas';

const address = {
  shippingAddress: '12 MG Road',
  name: 'Asha Rao',
  email: 'Asha@Example.in',
  phone: '9876543210',
  pincode: '560001',
  city: 'Bengaluru',
  state: 'Karnataka',
};

function firstMessage(input: unknown): string | undefined {
  const result = newOrderBody.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('newOrderBody', () => {
  it('accepts an order and lower-cases the e-mail', () => {
    const parsed = newOrderBody.parse({ order: { products: [{ product_id: 'p1', quantity: 2 }], ...address } });
    expect(parsed.order.email).toBe('asha@example.in');
  });

  it('accepts the price fields the spec client sends, to be ignored', () => {
    const line = { product_id: 'p1', quantity: 1, product_price: 1, product_discount: 99, original_price: 2 };
    expect(newOrderBody.safeParse({ order: { products: [line], ...address, totalPrice: 1 } }).success).toBe(true);
  });

  it.each([
    [{ products: [], ...address }, EMPTY_CART],
    [{ products: [{ product_id: 'p1', quantity: 0 }], ...address }, 'Every cart item needs a quantity above 0'],
    [{ products: [{ product_id: 'p1', quantity: 1 }], ...address, shippingAddress: '  ' }, 'Address cannot be empty'],
    [{ products: [{ product_id: 'p1', quantity: 1 }], ...address, city: '' }, 'City cannot be empty'],
    [
      { products: [{ product_id: 'p1', quantity: 1 }], ...address, pincode: '5600' },
      'Please enter a valid 6-digit postal code',
    ],
    [
      { products: [{ product_id: 'p1', quantity: 1 }], ...address, phone: '98765' },
      'Please enter a valid 10-digit phone number',
    ],
  ])('refuses %o with the spec message', (order, message) => {
    expect(firstMessage({ order })).toBe(message);
  });

  it('refuses fields it does not know', () => {
    expect(
      newOrderBody.safeParse({ order: { products: [{ product_id: 'p1', quantity: 1 }], ...address, isPaid: true } })
        .success,
    ).toBe(false);
  });
});

describe('orderUpdateBody', () => {
  it('reads the status in any case', () => {
    expect(orderUpdateBody.parse({ status: 'SHIPPED' }).status).toBe('Shipped');
  });

  it('refuses an unknown status', () => {
    expect(orderUpdateBody.safeParse({ status: 'Lost' }).success).toBe(false);
  });
});

describe('orderBulkStatusBody (admin spec §5 bulk order status update)', () => {
  const message = (input: unknown) => {
    const result = orderBulkStatusBody.safeParse(input);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it('takes 1 to 50 distinct ids and reads the status in any case', () => {
    expect(orderBulkStatusBody.parse({ orderIds: ['a', 'b'], status: 'shipped' })).toEqual({
      orderIds: ['a', 'b'],
      status: 'Shipped',
    });
    expect(
      orderBulkStatusBody.safeParse({ orderIds: Array.from({ length: 50 }, (_, i) => `o${i}`), status: 'Pending' })
        .success,
    ).toBe(true);
  });

  it("asks to 'select orders and status' when either is missing", () => {
    expect(message({ orderIds: [], status: 'Shipped' })).toBe(SELECT_ORDERS_AND_STATUS);
    expect(message({ orderIds: ['a'], status: '' })).toBe(SELECT_ORDERS_AND_STATUS);
    expect(message({ orderIds: ['a'] })).toBe(SELECT_ORDERS_AND_STATUS);
  });

  it('refuses more than 50 ids, repeated ids, unknown statuses and extra fields', () => {
    expect(message({ orderIds: Array.from({ length: 51 }, (_, i) => `o${i}`), status: 'Pending' })).toBe(
      'At most 50 orders can be updated at once',
    );
    expect(message({ orderIds: ['a', 'a'], status: 'Pending' })).toBe('Each order may be listed once');
    expect(message({ orderIds: ['a'], status: 'Lost' })).toMatch(/^Status must be one of/);
    expect(orderBulkStatusBody.safeParse({ orderIds: ['a'], status: 'Pending', force: true }).success).toBe(false);
  });
});
