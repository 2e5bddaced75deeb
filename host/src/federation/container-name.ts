import type { RemoteApp } from '@portal/contract';

/** `mf-dashboard` -> `mf_dashboard`, the container name its build was given. */
export function containerName(app: RemoteApp): string {
  return app.replace(/-/g, '_');
}
