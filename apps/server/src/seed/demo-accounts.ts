/**
 * Demo sign-ins for development (never production: the server calls this only in development
 * mode): a SuperAdmin and a SubAdmin for the back office and a customer with a saved address.
 * Creates whichever are missing, matched by e-mail; an account that exists is left as it is.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admins, users } from '../db/schema/accounts';
import { customerAddresses } from '../db/schema/addresses';
import { newId } from '../lib/new-id';
import { hashPassword } from '../lib/password';

export interface DemoSignIn {
  role: 'SuperAdmin' | 'SubAdmin' | 'Customer';
  name: string;
  email: string;
  password: string;
}

/** What the server prints at start and the README lists. */
export const DEMO_SIGN_INS: readonly DemoSignIn[] = [
  { role: 'SuperAdmin', name: 'Shop Admin', email: 'admin@makershop.in', password: 'Admin@12345' },
  { role: 'SubAdmin', name: 'Shop Staff', email: 'staff@makershop.in', password: 'Staff@12345' },
  { role: 'Customer', name: 'Demo Customer', email: 'customer@makershop.in', password: 'Customer@123' },
];

const CUSTOMER_PROFILE = { phone: '9876543210' };
/** The demo customer's saved address (addresses module's table). */
export const DEMO_CUSTOMER_ADDRESS = { line: '221B MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };

/** Creates the demo accounts that do not exist yet; returns the demo sign-ins. */
export async function seedDemoAccounts(db: Db): Promise<DemoSignIn[]> {
  const staff = DEMO_SIGN_INS.filter((s) => s.role !== 'Customer');
  const customers = DEMO_SIGN_INS.filter((s) => s.role === 'Customer');
  const [existingAdmins, existingUsers] = await Promise.all([
    db
      .select({ email: admins.email })
      .from(admins)
      .where(
        inArray(
          admins.email,
          staff.map((s) => s.email),
        ),
      ),
    db
      .select({ email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          customers.map((s) => s.email),
        ),
      ),
  ]);
  const missing = (list: DemoSignIn[], existing: { email: string }[]) =>
    list.filter((s) => !existing.some((e) => e.email === s.email));
  const newStaff = missing(staff, existingAdmins);
  const newCustomers = missing(customers, existingUsers);
  // Hash only for accounts we create: argon2id is deliberately slow.
  const hashes = new Map(
    await Promise.all(
      [...newStaff, ...newCustomers].map(async (s) => [s.email, await hashPassword(s.password)] as const),
    ),
  );

  if (newStaff.length > 0) {
    await db
      .insert(admins)
      .values(
        newStaff.map((s) => ({
          id: newId(),
          name: s.name,
          email: s.email,
          passwordHash: hashes.get(s.email)!,
          role: s.role as 'SuperAdmin' | 'SubAdmin',
        })),
      )
      .onConflictDoNothing({ target: admins.email });
  }
  if (newCustomers.length > 0) {
    const created = await db
      .insert(users)
      .values(
        newCustomers.map((s) => ({
          id: newId(),
          ...splitName(s.name),
          email: s.email,
          passwordHash: hashes.get(s.email)!,
          ...CUSTOMER_PROFILE,
        })),
      )
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (created.length > 0)
      await db.insert(customerAddresses).values(created.map(({ id }) => ({ userId: id, ...DEMO_CUSTOMER_ADDRESS })));
  }
  return [...DEMO_SIGN_INS];
}

/** 'Demo Customer' → first name 'Demo', last name 'Customer'. */
function splitName(name: string): { name: string; firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { name, firstName, lastName: rest.join(' ') };
}
