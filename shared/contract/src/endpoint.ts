import * as v from 'valibot';

// Every call of both specs' §7 is a value of this shape. The client sends with it and parses the
// answer with it; the reference API registers its route from it and validates bodies with it.
// Paths use Fastify's `:param` syntax and are relative to the API base (`/api`).

export type AnySchema = v.GenericSchema<unknown, unknown>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The header that names one submission of an `idempotent` endpoint, whatever its retries. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** The API keeps a key's first answer this long; a repeat after that is a new submission. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60_000;

/**
 * What a customer's data is made of, as the screens read it. Every query of the portal's one
 * query cache has a key that starts with one of these, and every call that writes names the ones
 * it changes (`changes`): after its success the platform asks again for every query of those
 * families, in every app, and the API tells the user's other pages and devices the same over the
 * realtime channel (`SOCKET_EVENTS.dataChanged`). One list, so a screen cannot be forgotten.
 */
export const DATA_FAMILIES = [
  'policies',
  'alerts',
  'payments',
  'inbox',
  'notifications',
  'agreements',
  'credit-agreement',
  'required-documents',
  'agreed-value',
  'cashback',
  'events',
  'user-details',
  'promotions',
  'magazine',
] as const;
export type DataFamily = (typeof DATA_FAMILIES)[number];

/** token: a signed-in user only; none: no token is sent; optional: either (agreements). */
export type Auth = 'token' | 'none' | 'optional';

export interface Endpoint<
  TPath extends string = string,
  TBody extends AnySchema | undefined = AnySchema | undefined,
  TQuery extends AnySchema | undefined = AnySchema | undefined,
  TResponse extends AnySchema = AnySchema,
> {
  readonly method: Method;
  readonly path: TPath;
  readonly auth: Auth;
  /** The JSON body; for a multipart endpoint, the fields and files before encoding. */
  readonly body: TBody;
  readonly query: TQuery;
  /** The schema of the envelope's `data`. */
  readonly response: TResponse;
  /** Sent as multipart/form-data (see `toFormData`) rather than JSON. */
  readonly multipart: boolean;
  /**
   * A create or a payment: each call carries an `Idempotency-Key`, and the API answers a repeat
   * of the key with the first answer instead of storing the submission again.
   */
  readonly idempotent: boolean;
  /** What a success changes of the caller's data: those families are asked for again. */
  readonly changes: readonly DataFamily[];
}

export interface EndpointDefinition<
  TPath extends string,
  TBody extends AnySchema | undefined,
  TQuery extends AnySchema | undefined,
  TResponse extends AnySchema,
> {
  readonly method: Method;
  readonly path: TPath;
  readonly auth: Auth;
  readonly body?: TBody;
  readonly query?: TQuery;
  readonly response: TResponse;
  readonly multipart?: boolean;
  readonly idempotent?: boolean;
  readonly changes?: readonly DataFamily[];
}

export function endpoint<
  const TPath extends string,
  TResponse extends AnySchema,
  TBody extends AnySchema | undefined = undefined,
  TQuery extends AnySchema | undefined = undefined,
>(
  definition: EndpointDefinition<TPath, TBody, TQuery, TResponse>,
): Endpoint<TPath, TBody, TQuery, TResponse> {
  return {
    ...definition,
    body: definition.body as TBody,
    query: definition.query as TQuery,
    multipart: definition.multipart ?? false,
    idempotent: definition.idempotent ?? false,
    changes: definition.changes ?? [],
  };
}

export type PathParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

export type PathParams<P extends string> = Record<PathParamNames<P>, string | number>;

type ParamsInput<E extends Endpoint> = [PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<E['path']> };
type BodyInput<E extends Endpoint> = E['body'] extends AnySchema
  ? { body: v.InferInput<E['body']> }
  : { body?: undefined };
type QueryInput<E extends Endpoint> = E['query'] extends AnySchema
  ? { query?: v.InferInput<E['query']> }
  : { query?: undefined };

/** What `call` takes for an endpoint: its path parameters, body and query, each only if it has them. */
export type CallInput<E extends Endpoint> = ParamsInput<E> & BodyInput<E> & QueryInput<E>;

/** What `call` resolves to: the parsed `data` of the envelope. */
export type CallOutput<E extends Endpoint> = v.InferOutput<E['response']>;

/** The request body type of an endpoint, for forms that build it. */
export type BodyOf<E extends Endpoint> = E['body'] extends AnySchema
  ? v.InferInput<E['body']>
  : never;

/** `[input]` when the endpoint needs something, `[input?]` when it needs nothing. */
export type CallArgs<E extends Endpoint> = [PathParamNames<E['path']>] extends [never]
  ? E['body'] extends AnySchema
    ? [input: CallInput<E>]
    : [input?: CallInput<E>]
  : [input: CallInput<E>];

/** '/policies/:id' with `{ id: 12 }` -> '/policies/12'. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}) {
  return path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`Path '${path}' needs '${key}'`);
    return encodeURIComponent(String(value));
  });
}

/** The `meta` of every envelope: a rotated token, and `success` on uploads. */
export const MetaSchema = v.looseObject({
  token: v.optional(v.string()),
  success: v.optional(v.boolean()),
});
export type Meta = v.InferOutput<typeof MetaSchema>;

/** Responses whose `data` is a message for the user ('data is a message', both specs' §7). */
export const MessageSchema = v.string();

/** Responses with nothing to say (`data: null`). */
export const EmptySchema = v.null();
