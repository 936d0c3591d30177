/** Signs people in through the real routes and returns the Cookie header to send as them. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/client';
import { admins } from '../db/schema/accounts';
import { hashPassword } from '../lib/password';

let counter = 0;

/**
 * A client address of its own for each person a test signs in, as real shoppers have, so the
 * per-address sign-up and sign-in limits (plugins/rate-limit.rules.ts) count each one apart.
 */
function addressOf(n: number): string {
  return `198.18.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

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
  const n = ++counter;
  const email = `customer${n}.${Date.now()}@example.in`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    remoteAddress: addressOf(n),
    payload: { name, email, password: 'Maker@2026', phone: '9876543210' },
  });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.body}`);
  return { cookie: cookieOf(res), id: res.json().data.user._id, email };
}

/** Creates a staff member with `role` and signs them in. */
export async function signInStaff(
  app: FastifyInstance,
  db: Db,
  role: 'SubAdmin' | 'SuperAdmin' = 'SuperAdmin',
): Promise<SignedIn> {
  const n = ++counter;
  const email = `staff${n}@makershop.in`;
  const [admin] = await db
    .insert(admins)
    .values({ name: 'Staff Member', email, role, passwordHash: await hashPassword('Staff@12345') })
    .returning();
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/login',
    remoteAddress: addressOf(n),
    payload: { email, password: 'Staff@12345' },
  });
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.body}`);
  return { cookie: cookieOf(res), id: admin!.id, email };
}
