/**
 * Sessions (DESIGN.md: httpOnly SameSite cookie for the web app, Bearer for other clients;
 * decisions 004 and 010). A token is a signed `{ sid, kind }` with a required `exp`; who the
 * session belongs to, their name and their staff role are read from the database through the
 * sessions service on every request (cached a few seconds), never from the token. Customers and
 * staff have separate cookies so one browser can hold both. `requireCustomer` and
 * `requireStaff(roles)` are preHandlers that put the session on the request or refuse with 401
 * (no, bad, ended or expired session) and 403 (wrong role).
 */
import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffRole } from '@shop/domain/accounts/auth.schemas';
import { AppError } from '../lib/app-error';
import { customerSubject } from '../modules/accounts/accounts.service';
import { staffSubject } from '../modules/admin-auth/admin-auth.service';
import * as sessions from '../modules/sessions/sessions.service';
import type { CustomerSession, Session, SessionKind, StaffSession } from '../modules/sessions/sessions.service';

export const CUSTOMER_COOKIE = 'shop_session';
export const STAFF_COOKIE = 'shop_staff_session';
export const AUTHENTICATION_REQUIRED = 'Authentication required. Please login again.';
const AUTHENTICATION_FAILED = 'Authentication failed. Please login again.';

type SessionOf<K extends SessionKind> = Extract<Session, { kind: K }>;

/** What the token carries: the session row's id and kind, nothing to trust about the person. */
interface SessionClaims {
  sid: string;
  kind: SessionKind;
}

declare module 'fastify' {
  interface FastifyRequest {
    customer?: CustomerSession;
    staff?: StaffSession;
  }
  interface FastifyInstance {
    requireCustomer: preHandlerAsyncHookHandler;
    requireStaff: (roles?: readonly StaffRole[]) => preHandlerAsyncHookHandler;
    /** Records a session for `subjectId`, sets its cookie on `reply` and returns the token (for Bearer clients). */
    startSession: (
      request: FastifyRequest,
      reply: FastifyReply,
      kind: SessionKind,
      subjectId: string,
    ) => Promise<string>;
    /** Ends the request's session of this kind, if it has one, and clears its cookie. */
    endSession: (request: FastifyRequest, reply: FastifyReply, kind: SessionKind) => Promise<void>;
    /** The live session of this kind on the request, or undefined when there is none or it is not valid. */
    readSession: <K extends SessionKind>(request: FastifyRequest, kind: K) => Promise<SessionOf<K> | undefined>;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SessionClaims;
    user: SessionClaims;
  }
}

const cookieName = (kind: SessionKind) => (kind === 'customer' ? CUSTOMER_COOKIE : STAFF_COOKIE);

function readToken(request: FastifyRequest, kind: SessionKind): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  return request.cookies[cookieName(kind)];
}

/** The token's claims when it is well signed, unexpired, has an `exp` and is of `kind`. */
function verifiedClaims(app: FastifyInstance, token: string, kind: SessionKind): SessionClaims | undefined {
  try {
    const claims = app.jwt.verify<SessionClaims>(token);
    return claims.kind === kind && typeof claims.sid === 'string' ? claims : undefined;
  } catch {
    return undefined;
  }
}

async function resolve<K extends SessionKind>(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: K,
): Promise<SessionOf<K>> {
  const token = readToken(request, kind);
  if (!token) throw new AppError('UNAUTHENTICATED', AUTHENTICATION_REQUIRED);
  const claims = verifiedClaims(app, token, kind);
  if (!claims) throw new AppError('UNAUTHENTICATED', AUTHENTICATION_FAILED, undefined, 'SESSION_EXPIRED');
  const loadSubject =
    kind === 'customer' ? (id: string) => customerSubject(app.db, id) : (id: string) => staffSubject(app.db, id);
  const session = await sessions.resolveSession(app.db, claims.sid, kind, loadSubject);
  if (!session) throw new AppError('UNAUTHENTICATED', AUTHENTICATION_FAILED, undefined, 'SESSION_EXPIRED');
  return session as SessionOf<K>;
}

export const authPlugin = fp(async (app: FastifyInstance, options: { secret: string; secureCookies: boolean }) => {
  await app.register(cookie);
  await app.register(jwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256' },
    // A token without an expiry would never end: refused, like one signed any other way.
    verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'sid'] },
  });

  app.decorate('requireCustomer', async (request: FastifyRequest) => {
    request.customer = await resolve(app, request, 'customer');
  });

  app.decorate('requireStaff', (roles?: readonly StaffRole[]) => async (request: FastifyRequest) => {
    const staff = await resolve(app, request, 'staff');
    if (roles && !roles.includes(staff.role)) {
      throw new AppError('FORBIDDEN', "You don't have permission to do this.");
    }
    request.staff = staff;
  });

  app.decorate('readSession', async <K extends SessionKind>(request: FastifyRequest, kind: K) => {
    try {
      return await resolve(app, request, kind);
    } catch (error) {
      if (error instanceof AppError && error.kind === 'UNAUTHENTICATED') return undefined;
      throw error;
    }
  });

  app.decorate(
    'startSession',
    async (request: FastifyRequest, reply: FastifyReply, kind: SessionKind, subjectId: string) => {
      const maxAge = sessions.SESSION_LIFETIME_S[kind];
      const session = await sessions.openSession(app.db, kind, subjectId, request.headers['user-agent'] ?? '');
      const token = app.jwt.sign({ sid: session.id, kind }, { expiresIn: maxAge });
      reply.setCookie(cookieName(kind), token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookies,
        maxAge,
      });
      return token;
    },
  );

  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply, kind: SessionKind) => {
    const token = readToken(request, kind);
    const claims = token ? verifiedClaims(app, token, kind) : undefined;
    if (claims) await sessions.endSession(app.db, claims.sid);
    reply.clearCookie(cookieName(kind), { path: '/' });
  });
});
