import { ApiError, endpoints, SignInSchema, validate, type SignInResponse } from '@portal/contract';
import type { PortalContext } from '@portal/platform';

// A sign-in (portal.md §4, Session): the token and greeting stored for 1440 minutes (the
// session store), the policies fetched into the shared query cache. The realtime connection
// follows the session (session/session-lifecycle.ts). Where the user goes next is the caller's
// choice: the login page follows the target or the to-do rule, the login modal stays put.

export interface SignInValues {
  username: string;
  password: string;
}

/**
 * portal.md §2: a captcha token is sent when captcha is enabled. No deployment configures a
 * captcha key yet; one that does hands the login form the source of its tokens.
 */
export type CaptchaTokenSource = () => Promise<string>;

/** The shared cache key of the user's policies (every app reads them from here). */
export const POLICIES_QUERY_KEY = ['policies'] as const;

type SignInPortal = Pick<PortalContext, 'api' | 'session' | 'queryClient'>;

export async function signIn(
  portal: SignInPortal,
  values: SignInValues,
  captcha?: CaptchaTokenSource,
): Promise<SignInResponse> {
  const input = captcha ? { ...values, recaptcha_token: await captcha() } : values;
  // The contract's rules, as the form showed them; the output has the username lowercased (§5).
  const checked = validate(SignInSchema, input);
  if (!checked.success) throw new ApiError(checked.error.message, 422, checked.error.fields);
  const body = checked.output;

  const response = await portal.api.call(endpoints.signIn, { body });
  portal.session.getState().login({
    token: response.token,
    greeting: response.greeting,
    user: { username: body.username },
  });
  // Not awaited: the user moves on while the policies load. A 499 here sends the user to the
  // agreements from wherever the sign-in took them (the platform's status handling).
  void portal.queryClient.prefetchQuery({
    queryKey: POLICIES_QUERY_KEY,
    queryFn: ({ signal }) => portal.api.call(endpoints.getPolicies, undefined, { signal }),
  });
  return response;
}
