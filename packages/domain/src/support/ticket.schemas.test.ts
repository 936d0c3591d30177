import { describe, expect, it } from 'vitest';
import { NUL_CHARACTER } from '../validation/text.schemas';
import { ENTER_A_MESSAGE } from './ticket.rules';
import { complaintListQuery, createComplaintBody, ticketMessageBody, updateComplaintBody } from './ticket.schemas';

const fields = {
  name: 'Asha Rao',
  email: 'Asha@Example.in',
  phone: '9876543210',
  category: 'Order Issue',
  subject: 'Wrong sensor',
  description: 'I got a DHT11 instead of a DHT22.',
};
const parse = (over: Record<string, unknown>) => createComplaintBody.safeParse({ complaint: { ...fields, ...over } });
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the complaint body', () => {
  it('takes the form, trims it, lower-cases the e-mail and gives priority Medium', () => {
    const result = parse({ subject: '  Wrong sensor  ' });
    expect(result.success).toBe(true);
    expect(result.data?.complaint).toEqual({ ...fields, email: 'asha@example.in', priority: 'Medium' });
  });

  it('takes a priority and an order id', () => {
    expect(parse({ priority: 'Urgent', orderId: 'abc' }).data?.complaint).toMatchObject({
      priority: 'Urgent',
      orderId: 'abc',
    });
  });

  it.each([
    ['an empty name', { name: '  ' }, 'Please fill in all fields'],
    ['a bad e-mail', { email: 'asha' }, 'Please enter a valid email address'],
    ['a 9-digit phone', { phone: '987654321' }, 'Please enter a valid 10-digit phone number'],
    ['a phone with +91', { phone: '+919876543210' }, 'Please enter a valid 10-digit phone number'],
    ['an unknown category', { category: 'Refund' }, 'Please choose a category'],
    ['an unknown priority', { priority: 'Critical' }, 'Please choose a priority'],
    ['a 201-character subject', { subject: 'x'.repeat(201) }, 'At most 200 characters'],
    ['a 5,001-character description', { description: 'x'.repeat(5001) }, 'At most 5000 characters'],
    ['a megabyte of description', { description: 'x'.repeat(1_000_000) }, 'At most 5000 characters'],
    ['a NUL in the description', { description: 'broken\u0000' }, NUL_CHARACTER],
    ['a NUL in the subject', { subject: '\u0000' }, NUL_CHARACTER],
    ['an empty order id', { orderId: '' }, 'An id is required'],
  ])('refuses %s', (_name, over, message) => {
    const result = parse(over);
    expect(result.success).toBe(false);
    expect(messageOf(result)).toBe(message);
  });

  it('refuses a field it does not take, inside and outside the complaint', () => {
    expect(parse({ status: 'Resolved' }).success).toBe(false);
    expect(createComplaintBody.safeParse({ complaint: fields, ticket_number: 'TKT-26-000001' }).success).toBe(false);
  });

  it('takes exactly 5,000 characters of description', () => {
    expect(parse({ description: 'x'.repeat(5000) }).success).toBe(true);
  });
});

describe('messages and status updates', () => {
  it.each(['', '   \n '])('refuses the blank message %j with the spec text', (message) => {
    expect(messageOf(ticketMessageBody.safeParse({ message }))).toBe(ENTER_A_MESSAGE);
  });

  it('takes a status with or without a response, and nothing else', () => {
    expect(updateComplaintBody.safeParse({ status: 'Resolved' }).success).toBe(true);
    expect(updateComplaintBody.safeParse({ status: 'In Progress', admin_response: ' Looking into it ' }).data).toEqual({
      status: 'In Progress',
      admin_response: 'Looking into it',
    });
    expect(updateComplaintBody.safeParse({ status: 'Done' }).success).toBe(false);
    expect(updateComplaintBody.safeParse({ status: 'Open', resolved_at: 'now' }).success).toBe(false);
  });

  it('reads the list query', () => {
    expect(complaintListQuery.parse({})).toEqual({ page: 1 });
    expect(complaintListQuery.parse({ status: 'Open', page: '2' })).toEqual({ status: 'Open', page: 2 });
    expect(complaintListQuery.safeParse({ status: 'open' }).success).toBe(false);
  });
});
