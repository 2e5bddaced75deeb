import { createClient, type ApiClient, type ClientOptions } from '@portal/contract';
import type { SessionStore } from './session-store';

export interface ApiClientOptions {
  baseUrl: string;
  portal: string;
  session: SessionStore;
  handleError?: ClientOptions['handleError'];
  fetch?: typeof fetch;
}

/**
 * The contract's client bound to the page's session: it reads the token from the session and
 * writes rotated tokens back, so every app shares one signed-in identity.
 */
export function createApiClient({ session, ...options }: ApiClientOptions): ApiClient {
  return createClient({
    ...options,
    getToken: () => session.getState().token,
    onToken: (token) => session.getState().setToken(token),
  });
}
