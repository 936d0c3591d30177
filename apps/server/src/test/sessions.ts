/** Signs people in through the real routes and returns the Cookie header to send as them. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/client';
import { admins } from '../db/schema/accounts';
import { hashPassword } from '../modules/accounts/password';

let counter = 0;

function cookieOf(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

export interface SignedIn {
  cookie: string;
  id: string;
  email: string;
}

/** Signs up a new customer; returns their cookie and id. */
export async function signUpCustomer(app: FastifyInstance, name = 'Asha Rao'): Promise<SignedIn> {
  const email = `customer${++counter}.${Date.now()}@example.in`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: { name, email, password: 'Maker@2026', phone: '9876543210' },
  });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.body}`);
  return { cookie: cookieOf(res), id: res.json().data.user._id, email };
}

/** Creates a staff member with `role` and signs them in. */
export async function signInStaff(app: FastifyInstance, db: Db, role: 'SubAdmin' | 'SuperAdmin' = 'SuperAdmin'): Promise<SignedIn> {
  const email = `staff${++counter}@makershop.in`;
  const [admin] = await db.insert(admins).values({ name: 'Staff Member', email, role, passwordHash: await hashPassword('Staff@12345') }).returning();
  const res = await app.inject({ method: 'POST', url: '/api/v1/admin/login', payload: { email, password: 'Staff@12345' } });
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.body}`);
  return { cookie: cookieOf(res), id: admin!.id, email };
}
