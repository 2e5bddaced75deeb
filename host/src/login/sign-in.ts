import { authEndpoints, type SignIn, type SignInResponse } from '@portal/contract';
import { startSession, type PortalContext } from '@portal/platform';

// A sign-in (portal.md §4, Session): the platform's startSession stores the token and greeting
// for 1440 minutes and fetches the policies into the shared query cache. The realtime connection
// follows the session (session/session-lifecycle.ts). Where the user goes next is the caller's
// choice: the login page follows the target or the to-do rule, the login modal stays put.

/**
 * portal.md §2: a captcha token is sent when captcha is enabled. No deployment configures a
 * captcha key yet; one that does hands the login form the source of its tokens.
 */
export type CaptchaTokenSource = () => Promise<string>;

type SignInPortal = Pick<PortalContext, 'api' | 'session' | 'queryClient'>;

/** Signs in with what the contract's sign-in schema output (the username lowercased, §5). */
export async function signIn(
  portal: SignInPortal,
  sent: SignIn,
  captcha?: CaptchaTokenSource,
): Promise<SignInResponse> {
  const body = captcha ? { ...sent, recaptcha_token: await captcha() } : sent;
  const response = await portal.api.call(authEndpoints.signIn, { body });
  startSession(portal, {
    token: response.token,
    greeting: response.greeting,
    username: body.username,
  });
  return response;
}
