import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { AuthUser } from '../auth/auth-user';
import type { Session } from '../auth/sessions';
import type { ApiContext } from '../context';
import {
  MESSAGES,
  validate,
  type AnySchema,
  type Endpoint,
  type FieldErrors,
  type PathParamNames,
} from '@portal/contract';
import { portalHeader } from '../meta/brand';
import { HttpError, unauthenticated, unprocessable } from './http-error';
import {
  claimKey,
  fingerprintOf,
  idempotencyKeyOf,
  REPLAYED_HEADER,
  type Claim,
} from './idempotency';
import { discardUnrecorded } from '../uploads/files';
import {
  DEFAULT_MAX_FILES,
  DEFAULT_MAX_FILE_SIZE,
  jsonFieldsOf,
  readMultipart,
  type UploadedFile,
} from './multipart';

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's context, decorated by `apiPlugin` for every route inside it. */
    apiContext: ApiContext;
  }
}

export interface EndpointOptions {
  /** Answer even while the user has agreements outstanding (agreements, sign-in, sign-out). */
  readonly allowWithPendingAgreements?: boolean;
  /** Multipart only: the most bytes one file may have. Default 50 MB. */
  readonly maxFileSize?: number;
  /** Multipart only: the most files one request may carry. Default 20. */
  readonly maxFiles?: number;
  /**
   * The handler validates `request.body` itself, with the contract's rule factory for its
   * context (the policy's person label, any-driver, today...), so the first message a user sees
   * is worded for them ("the rider's first name"); the context-free body check is skipped and
   * `body` is not given.
   */
  readonly contextualBody?: boolean;
}

type Output<S> = S extends AnySchema ? v.InferOutput<S> : undefined;

export interface HandlerInput<E extends Endpoint> {
  /** Never null on an `auth: 'token'` endpoint; `signedIn(user)` narrows it there. */
  readonly user: AuthUser | null;
  readonly params: Readonly<Record<PathParamNames<E['path']>, string>>;
  readonly query: Output<E['query']>;
  readonly body: Output<E['body']>;
  /** Multipart only: the stored files, also found as `File`s inside `body`. */
  readonly files: readonly UploadedFile[];
  readonly context: ApiContext;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  /** Extra `meta` for the answer, e.g. `meta.success = true` on uploads (portal.md §7). */
  readonly meta: { success?: boolean };
  /** Signs a user in: a new token, carried in this answer's `meta.token` and returned. */
  startSession(userId: number): Promise<string>;
  /** Signs the caller out: every token of the sign-in stops working, its sockets are closed. */
  endSession(): Promise<void>;
}

/** What the handler answers is the envelope's `data`, as the response schema takes it. */
export type EndpointHandler<E extends Endpoint> = (
  input: HandlerInput<E>,
) => v.InferInput<E['response']> | Promise<v.InferInput<E['response']>>;

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

interface Caller {
  readonly token: string;
  readonly session: Session;
}

async function authenticate(
  endpoint: Endpoint,
  request: FastifyRequest,
  context: ApiContext,
): Promise<Caller | undefined> {
  if (endpoint.auth === 'none') return undefined;
  const token = bearerOf(request);
  if (!token) {
    if (endpoint.auth === 'token') throw unauthenticated();
    return undefined;
  }
  // A token that was sent but is no longer valid is a lapsed session even where a guest may call
  // (agreements): the client's login modal handles it (portal.md §4).
  const session = await context.sessions.authenticate(token, context.now());
  if (!session) throw unauthenticated();
  return { token, session } satisfies Caller;
}

function check(schema: AnySchema | undefined, input: unknown, errors: FieldErrors): unknown {
  if (!schema) return undefined;
  const result = validate(schema, input);
  if (result.success) return result.output;
  Object.assign(errors, result.error.fields);
  return undefined;
}

/**
 * One route from one contract endpoint: method and path from the endpoint, the token checked, the
 * 499 answered while agreements are outstanding, on an `idempotent` endpoint the Idempotency-Key
 * required (400) and a repeat answered as the first time (idempotency.ts), query and body
 * validated with the endpoint's schemas (422 `{ message, errors }` on failure), and the handler's
 * answer wrapped as `{ data, meta }` with the rotated `meta.token`. With `checkResponses` (tests)
 * the answer is also parsed with `endpoint.response`, so a route cannot drift from the contract.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  const context = app.apiContext;
  if (!context) throw new Error('registerEndpoint is for routes inside apiPlugin');
  const jsonFields = jsonFieldsOf(endpoint.body);

  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      const caller = await authenticate(endpoint, request, context);
      if (caller?.session.pendingAgreements && !options.allowWithPendingAgreements) {
        throw new HttpError(499, MESSAGES.agreementsRequired);
      }
      const key = endpoint.idempotent ? idempotencyKeyOf(request) : undefined;

      // portal.md §7: JSON, and multipart only where files are sent.
      if (request.isMultipart() && !endpoint.multipart) {
        throw new HttpError(415, MESSAGES.contentTypeUnsupported);
      }
      let rawBody: unknown = request.body;
      let files: UploadedFile[] = [];
      if (endpoint.multipart && request.isMultipart()) {
        ({ body: rawBody, files } = await readMultipart(request, context.uploadsDir, {
          maxFileSize: options.maxFileSize ?? DEFAULT_MAX_FILE_SIZE,
          maxFiles: options.maxFiles ?? DEFAULT_MAX_FILES,
          jsonFields,
        }));
      }

      let claim: Claim | undefined;
      try {
        if (key !== undefined) {
          // A repeat is answered before its body is judged again: today's rules (a time that has
          // passed since) must not turn the first answer into a refusal.
          claim = await claimKey(context.db, context.now, {
            scope: caller ? `user:${caller.session.userId}` : 'guest',
            key,
            request: `${request.method} ${request.url.split('?')[0] ?? ''}`,
            fingerprint: await fingerprintOf(rawBody),
          });
          if (claim.replay) {
            const { status, body } = claim.replay;
            const token = caller
              ? await context.sessions.rotate(caller.token, caller.session, context.now())
              : undefined;
            reply.header(REPLAYED_HEADER, 'true').code(status);
            return { ...body, meta: token ? { ...body.meta, token } : body.meta };
          }
        }

        const errors: FieldErrors = {};
        const query = check(endpoint.query, request.query ?? {}, errors);
        const body = options.contextualBody
          ? undefined
          : check(endpoint.body, rawBody ?? {}, errors);
        if (Object.keys(errors).length > 0) throw unprocessable(errors);

        let token = caller?.token;
        let session = caller?.session;
        const meta: { success?: boolean } = {};
        const data = await handler({
          user: session
            ? {
                id: session.userId,
                username: session.username,
                firstName: session.firstName,
                portal: portalHeader(request) ?? '',
              }
            : null,
          // Fastify's params of this route are exactly the path's `:names`.
          params: request.params as Readonly<Record<PathParamNames<E['path']>, string>>,
          query: query as Output<E['query']>,
          body: body as Output<E['body']>,
          files,
          context,
          request,
          reply,
          meta,
          async startSession(userId) {
            const issued = await context.sessions.issue(userId, context.now());
            token = issued;
            session = undefined;
            return issued;
          },
          async endSession() {
            if (token) await context.sessions.revoke(token);
            if (session) context.realtime?.endSession(session.sessionId);
            token = undefined;
            session = undefined;
          },
        });

        if (context.checkResponses) assertResponse(endpoint, data);
        const answer = { data: data ?? null, meta };
        await claim?.settle({ status: reply.statusCode, body: answer });
        // The caller's other pages and devices follow what this call changed.
        if (caller) context.realtime?.dataChanged(caller.session.userId, endpoint.changes);
        if (token && session) token = await context.sessions.rotate(token, session, context.now());
        // Returned, not sent: Fastify answers once `finally` below has run, so what the request
        // did not record is gone before the caller hears back.
        return token ? { ...answer, meta: { ...meta, token } } : answer;
      } finally {
        // Nothing kept when the submission failed: its key is free to be tried again.
        await claim?.settle();
        // Kept files were recorded by the handler; nothing else of the request stays on disk.
        await discardUnrecorded(context.db, files);
      }
    },
  });
}

function assertResponse(endpoint: Endpoint, data: unknown): void {
  const result = v.safeParse(endpoint.response, data);
  if (result.success) return;
  const problems = result.issues.map(
    (issue) => `${v.getDotPath(issue) ?? '(data)'}: ${issue.message}`,
  );
  const message = `${endpoint.method} ${endpoint.path} answered outside its response schema:\n${problems.join('\n')}`;
  // Said on the console as well as answered 500: a console.error fails the test that caused it
  // (scripts/test/vitest-setup.ts), whatever that test asserts.
  console.error(message);
  throw new Error(message);
}
