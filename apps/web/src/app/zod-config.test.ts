import { describe, expect, it } from 'vitest';

describe('zod configuration', () => {
  it('is jitless once zod-config has run, whenever zod itself loads', async () => {
    await import('./zod-config');
    const { globalConfig } = await import('zod/v4/core');
    expect(globalConfig.jitless).toBe(true);
  });
});
