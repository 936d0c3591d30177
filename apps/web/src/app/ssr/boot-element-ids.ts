/**
 * The ids boot.ts looks for, as plain strings: importing them from @shop/domain/seo/server-render
 * (where the server takes them from) would put that module in a chunk of its own, one more
 * request before the first paint. boot-element-ids.test.ts keeps the two in step.
 */
export const BOOT_SSR_DATA_ID = 'ssr-data';
export const BOOT_PAGE_SCRIPTS_ID = 'page-scripts';
