export { apiPlugin, buildApi, type ApiOptions } from './app';
export { demoSignIns, type DemoSignIn } from './demo-sign-ins';
