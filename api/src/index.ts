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
export { PERMISSIONS_POLICY } from './http/security-headers';
export { mountApi } from './mount';
export { attachRealtime, type Realtime } from './realtime/realtime';
export { DEMO_SUPPORT_PASSWORD, SUPPORT_PASSWORD_ENV } from './support-console/staff-sessions';
