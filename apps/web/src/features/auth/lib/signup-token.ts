/**
 * What the Google signup link says about the new person (shopper spec §4: "the token from the
 * return link holds e-mail and name"), read from the token's payload to greet them by name. Only
 * for showing: the server checks the token's signature when the signup is sent.
 */

/** The e-mail and name in a signup token, or undefined when it is not one. */
export function readSignupToken(token: string): { email: string; name: string } | undefined {
  const payload = token.split('.')[1];
  if (!payload || token.split('.').length !== 3) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as { email?: unknown; name?: unknown };
    if (typeof claims.email !== 'string' || !claims.email) return undefined;
    return { email: claims.email, name: typeof claims.name === 'string' ? claims.name : '' };
  } catch {
    return undefined;
  }
}
