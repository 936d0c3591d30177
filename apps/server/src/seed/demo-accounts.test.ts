import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { admins, users } from '../db/schema/accounts';
import { customerAddresses } from '../db/schema/addresses';
import { verifyPassword } from '../lib/password';
import { openTestDatabase } from '../test/test-database';
import { DEMO_SIGN_INS, seedDemoAccounts } from './demo-accounts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(() => database.close());

describe('seedDemoAccounts', () => {
  it('creates a SuperAdmin, a SubAdmin and a customer whose passwords verify', async () => {
    expect(await seedDemoAccounts(database.db)).toEqual(DEMO_SIGN_INS);
    const staff = await database.db.select().from(admins);
    expect(staff.map((a) => [a.email, a.role, a.name]).sort()).toEqual([
      ['admin@makershop.in', 'SuperAdmin', 'Shop Admin'],
      ['staff@makershop.in', 'SubAdmin', 'Shop Staff'],
    ]);
    expect(await verifyPassword(staff.find((a) => a.role === 'SuperAdmin')!.passwordHash, 'Admin@12345')).toBe(true);
    expect(await verifyPassword(staff.find((a) => a.role === 'SubAdmin')!.passwordHash, 'Staff@12345')).toBe(true);
  });

  it('gives the customer a split name, a phone number and one address', async () => {
    const [customer] = await database.db.select().from(users).where(eq(users.email, 'customer@makershop.in'));
    expect(customer).toMatchObject({
      name: 'Demo Customer',
      firstName: 'Demo',
      lastName: 'Customer',
      phone: '9876543210',
    });
    const saved = await database.db.select().from(customerAddresses).where(eq(customerAddresses.userId, customer!.id));
    expect(saved).toMatchObject([
      { line: '221B MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001', companyName: '', gstin: '' },
    ]);
    expect(await verifyPassword(customer!.passwordHash, 'Customer@123')).toBe(true);
    expect(await verifyPassword(customer!.passwordHash, 'Admin@12345')).toBe(false);
  });

  it('creates no duplicates and leaves an existing account alone on a second run', async () => {
    await database.db.update(users).set({ phone: '9000000000' }).where(eq(users.email, 'customer@makershop.in'));
    await seedDemoAccounts(database.db);
    expect(await database.db.select().from(admins)).toHaveLength(2);
    const customers = await database.db.select().from(users);
    expect(customers).toHaveLength(1);
    expect(customers[0]!.phone).toBe('9000000000');
  });

  it('recreates only the account that is missing', async () => {
    await database.db.delete(admins).where(eq(admins.email, 'staff@makershop.in'));
    await seedDemoAccounts(database.db);
    expect((await database.db.select().from(admins)).map((a) => a.email).sort()).toEqual([
      'admin@makershop.in',
      'staff@makershop.in',
    ]);
  });
});
