export { apiPlugin, buildApi, type ApiPluginOptions } from './app';
export {
  openApi,
  defaultDataDir,
  DEMO_ENV,
  demoRequested,
  type ApiContext,
  type ApiOptions,
} from './context';
export { demoInvitation, demoSignIns, type DemoSignIn } from './demo-sign-ins';
export { escapeHtml } from './http/html';
export { pageFormPosts, type PageFormPostsOptions } from './http/redirects';
export { PERMISSIONS_POLICY } from './http/security-headers';
export { TRUST_PROXY_ENV, trustProxyFromEnv, type TrustProxy } from './http/trust-proxy';
export { mountApi } from './mount';
export { attachRealtime, type Realtime } from './realtime/realtime';
export {
  openRemoteMapDatabase,
  readRemotePointers,
  remoteMapDatabaseUrl,
  type RemoteMapDatabase,
} from './remotes/remote-map';
export type { RemotePointer } from './remotes/store';
export { DEMO_SUPPORT_PASSWORD, SUPPORT_PASSWORD_ENV } from './support-console/staff-sessions';
