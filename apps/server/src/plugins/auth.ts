/**
 * Sessions as signed tokens (DESIGN.md: httpOnly SameSite cookie for the web app, Bearer for
 * other clients). Customers and staff have separate cookies so one browser can hold both.
 * `requireCustomer` and `requireStaff(roles)` are preHandlers that put the session on the request
 * or refuse with 401 (no or bad token) and 403 (wrong role).
 */
import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffRole } from '@shop/domain/accounts/auth.schemas';
import { AppError } from '../lib/app-error';

export const CUSTOMER_COOKIE = 'shop_session';
export const STAFF_COOKIE = 'shop_staff_session';
export const AUTHENTICATION_REQUIRED = 'Authentication required. Please login again.';
const CUSTOMER_SESSION_S = 7 * 24 * 3600;
const STAFF_SESSION_S = 12 * 3600;

export interface CustomerSession {
  kind: 'customer';
  id: string;
  name: string;
  email: string;
  phone: string;
  role: 'Customer';
}

export interface StaffSession {
  kind: 'staff';
  id: string;
  name: string;
  email: string;
  role: StaffRole;
}

type Session = CustomerSession | StaffSession;

declare module 'fastify' {
  interface FastifyRequest {
    customer?: CustomerSession;
    staff?: StaffSession;
  }
  interface FastifyInstance {
    requireCustomer: preHandlerAsyncHookHandler;
    requireStaff: (roles?: readonly StaffRole[]) => preHandlerAsyncHookHandler;
    /** Signs a session, sets its cookie on `reply` and returns the token (for Bearer clients). */
    startSession: (reply: FastifyReply, session: Session) => string;
    endSession: (reply: FastifyReply, kind: Session['kind']) => void;
    /** The session of this kind on the request, or undefined when there is none or it is invalid. */
    readSession: <K extends Session['kind']>(request: FastifyRequest, kind: K) => Extract<Session, { kind: K }> | undefined;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: Session;
    user: Session;
  }
}

function readToken(request: FastifyRequest, cookieName: string): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  return request.cookies[cookieName];
}

function verify(app: FastifyInstance, request: FastifyRequest, kind: Session['kind']): Session {
  const token = readToken(request, kind === 'customer' ? CUSTOMER_COOKIE : STAFF_COOKIE);
  if (!token) throw new AppError('UNAUTHENTICATED', AUTHENTICATION_REQUIRED);
  let session: Session;
  try {
    session = app.jwt.verify<Session>(token);
  } catch {
    throw new AppError('UNAUTHENTICATED', 'Authentication failed. Please login again.');
  }
  if (session.kind !== kind) throw new AppError('UNAUTHENTICATED', 'Authentication failed. Please login again.');
  return session;
}

export const authPlugin = fp(async (app: FastifyInstance, options: { secret: string; secureCookies: boolean }) => {
  await app.register(cookie);
  await app.register(jwt, { secret: options.secret });

  app.decorate('requireCustomer', async (request: FastifyRequest) => {
    request.customer = verify(app, request, 'customer') as CustomerSession;
  });

  app.decorate('requireStaff', (roles?: readonly StaffRole[]) => async (request: FastifyRequest) => {
    const staff = verify(app, request, 'staff') as StaffSession;
    if (roles && !roles.includes(staff.role)) {
      throw new AppError('FORBIDDEN', "You don't have permission to do this.");
    }
    request.staff = staff;
  });

  app.decorate('readSession', <K extends Session['kind']>(request: FastifyRequest, kind: K) => {
    try {
      return verify(app, request, kind) as Extract<Session, { kind: K }>;
    } catch {
      return undefined;
    }
  });

  app.decorate('startSession', (reply: FastifyReply, session: Session) => {
    const maxAge = session.kind === 'customer' ? CUSTOMER_SESSION_S : STAFF_SESSION_S;
    const token = app.jwt.sign(session, { expiresIn: maxAge });
    reply.setCookie(session.kind === 'customer' ? CUSTOMER_COOKIE : STAFF_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
      maxAge,
    });
    return token;
  });

  app.decorate('endSession', (reply: FastifyReply, kind: Session['kind']) => {
    reply.clearCookie(kind === 'customer' ? CUSTOMER_COOKIE : STAFF_COOKIE, { path: '/' });
  });
});
