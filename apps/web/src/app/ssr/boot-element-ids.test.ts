import { describe, expect, it } from 'vitest';
import { PAGE_SCRIPTS_TEMPLATE_ID, SSR_DATA_ELEMENT_ID } from '@shop/domain/seo/server-render.contract';
import { BOOT_PAGE_SCRIPTS_ID, BOOT_SSR_DATA_ID } from './boot-element-ids';

describe('the ids the boot script looks for', () => {
  it('are the ones the server writes', () => {
    expect(BOOT_SSR_DATA_ID).toBe(SSR_DATA_ELEMENT_ID);
    expect(BOOT_PAGE_SCRIPTS_ID).toBe(PAGE_SCRIPTS_TEMPLATE_ID);
  });
});
