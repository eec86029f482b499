import { API_ROUTES, SESSION_COOKIE, type MeAnswer } from '@lienzo/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword, type PasswordCost } from '../auth/password';
import { deleteSession } from '../auth/session-store';
import { startSession } from '../auth/start-session';
import { isUniqueViolation } from '../db/unique-violation';
import { ApiError } from '../http/api-error';
import { apiRoute, type RouteLimit } from '../http/api-route';
import { NO_BODY_LIMIT } from '../http/bounded-json';
import { issueCsrfCookie } from '../plugins/csrf';
import { clearSessionCookie } from '../plugins/sessions';
import { loadMe } from '../users/me';

export interface AuthRoutesOptions {
  /** Attempts per client address and window, for sign-up and sign-in together. */
  rateLimit: { max: number; timeWindow: number };
  /** Sign-in attempts at one account (its email) and window, from whatever addresses they come. */
  accountRateLimit: { max: number; timeWindow: number };
  /** The scrypt cost of new passwords' hashes: PASSWORD_COST unless given (see AppOptions.passwordCost). */
  passwordCost?: PasswordCost | undefined;
}

/** The account a sign-in body names, normalised as signInSchema does (it has been validated already). */
function accountKey(request: FastifyRequest): string {
  const { email } = request.body as { email: string };
  return `signin-account:${email.trim().toLowerCase()}`;
}

/** Local accounts: sign up, sign in, sign out. Each answers like GET /api/me. */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (
  app,
  { rateLimit, accountRateLimit, passwordCost },
) => {
  // Counted in the rate-limit plugin's store (shared by every process when it is): one count per client address
  // for sign-up and sign-in together (a route's own limit would keep one each), and one per account.
  const addressAttempts = app.createRateLimit({
    ...rateLimit,
    keyGenerator: (request) => `auth-address:${request.ip}`,
  });
  const accountAttempts = app.createRateLimit({ ...accountRateLimit, keyGenerator: accountKey });

  async function refuseOverLimit(
    attempts: ReturnType<typeof app.createRateLimit>,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    const count = await attempts(request);
    if (count.isAllowed || !count.isExceeded) return;
    void reply.header('retry-after', count.ttlInSeconds);
    throw new ApiError(429, 'API_ERROR_RATE_LIMITED');
  }

  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
  ): Promise<{ data: MeAnswer }> {
    const { firstLogin } = await startSession(request, reply, userId);
    const me = await loadMe(app.db, userId);
    return { data: firstLogin ? { ...me, first_login: true } : me };
  }

  // Before the body is validated: a refused sign-up counts like any other.
  const addressLimit: RouteLimit = {
    limiter: (request, reply) => refuseOverLimit(addressAttempts, request, reply),
  };

  apiRoute(app, API_ROUTES.signUp, { limit: addressLimit }, async (request, reply) => {
    const input = request.body;
    // Hashed before the address is looked up, so a taken address costs the same hash as a new one. The 409 stays:
    // sign-up signs the person in at once (no confirmation mail), so it must say why it cannot; probing
    // addresses through it is held back by the sign-up/sign-in limit per client address.
    const passwordHash = await hashPassword(input.password, passwordCost);
    const taken = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', input.email)
      .executeTakeFirst();
    if (taken) throw new ApiError(409, 'API_ERROR_EMAIL_TAKEN');
    let userId: number;
    try {
      ({ id: userId } = await app.db
        .insertInto('users')
        .values({
          name: input.name,
          email: input.email,
          password_hash: passwordHash,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    } catch (error) {
      // Two sign-ups with one email at the same moment: the database's unique index decides.
      if (isUniqueViolation(error)) throw new ApiError(409, 'API_ERROR_EMAIL_TAKEN');
      throw error;
    }
    return signIn(request, reply, userId);
  });

  apiRoute(app, API_ROUTES.signIn, { limit: addressLimit }, async (request, reply) => {
    const input = request.body;
    await refuseOverLimit(accountAttempts, request, reply);
    const user = await app.db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('email', '=', input.email)
      .executeTakeFirst();
    // Always verify (against a dummy hash when there is no account) so timing does not reveal who exists.
    const matches = await verifyPassword(input.password, user?.password_hash ?? null);
    if (!user || !matches) throw new ApiError(401, 'API_ERROR_INVALID_CREDENTIALS');
    return signIn(request, reply, user.id);
  });

  // It takes no body: anything longer than the `{}` the web app sends is refused unread (413), not parsed.
  apiRoute(app, API_ROUTES.signOut, { bodyLimit: NO_BODY_LIMIT }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(app.db, token);
    clearSessionCookie(request, reply);
    issueCsrfCookie(request, reply, null);
    return { data: await loadMe(app.db, null) };
  });
};
