/** Where to go after sign-in (shopper spec §2 Authentication): only a same-site path, else home. */
export function safeRedirect(from: string | null | undefined, fallback = '/'): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return fallback;
  return from;
}
