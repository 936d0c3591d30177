import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver';

const form = z.object({ email: z.string().email('Please enter a valid email address') });
type Values = z.input<typeof form>;
const options: ResolverOptions<Values> = { fields: {}, names: ['email'], shouldUseNativeValidation: false };

describe('the resolver whose zod schema loads with the first check', () => {
  it('answers for the values as they were when asked, though they change while the schema loads', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const resolver = lazyZodResolver(async () => {
      await gate;
      return form;
    });
    // react-hook-form passes its live values object and keeps writing into it as the shopper types.
    const live: Values = { email: 'not-an-email' };
    const first = resolver(live, undefined, options);
    live.email = 'asha@example.in';
    release();
    expect((await first).errors.email?.message).toBe('Please enter a valid email address');
    // Loaded, it checks what it is given now.
    const second = await resolver(live, undefined, options);
    expect(second.errors).toEqual({});
    expect(second.values).toEqual({ email: 'asha@example.in' });
  });
});
