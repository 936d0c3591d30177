/**
 * The pieces of the Content-Security-Policy (plugins/security-headers.plugin.ts) that pages with inline
 * styles need, here below the plugins so that the providers' own pages (payment sandbox, Cashfree
 * checkout) can use them without importing a plugin (issue 28, docs/architecture.md).
 */
import { createHash } from 'node:crypto';

/** The CSP hash source of an inline <style> or <script> body: `'sha256-…'`. */
export function cspHash(inlineText: string): string {
  return `'sha256-${createHash('sha256').update(inlineText, 'utf8').digest('base64')}'`;
}

/** Route config for a page with inline styles: the shop's policy plus these style hashes. */
export function cspFor(styleHashes: string[]) {
  return { cspStyleHashes: styleHashes };
}
