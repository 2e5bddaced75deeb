import { unauthenticated } from '../http/http-error';

// Who calls a route, as the HTTP layer hands it to handlers and the stores check ownership by it.
// Here rather than in the HTTP layer, so that a store needs nothing of HTTP to know its caller.

/** The signed-in caller of a route. */
export interface AuthUser {
  readonly id: number;
  readonly username: string;
  readonly firstName: string;
  /** The brand the call came through (`X-Portal`): a policy held at another is managed there. */
  readonly portal: string;
}

/** `user` of an `auth: 'token'` route; 401 if somehow absent. */
export function signedIn(user: AuthUser | null): AuthUser {
  if (!user) throw unauthenticated();
  return user;
}
