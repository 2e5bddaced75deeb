// Where things live in the deployed site. The dist folder is served at the site root, so a
// remote's manifest URL is its path below `dist/`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RemoteApp } from '@portal/contract';

export const REPO_ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const MANIFEST_FILE = 'mf-manifest.json';

/** `PORTAL_DIST` lets trial builds and tests use a scratch folder instead of `<repo>/dist`. */
export function resolveDistDir(env: NodeJS.ProcessEnv = process.env): string {
  const override = env['PORTAL_DIST'];
  return override ? path.resolve(override) : path.join(REPO_ROOT, 'dist');
}

export function hostDir(distDir: string): string {
  return path.join(distDir, 'host');
}

export function remotesFilePath(distDir: string): string {
  return path.join(distDir, 'remotes.json');
}

export function remoteDir(distDir: string, app: RemoteApp): string {
  return path.join(distDir, 'remotes', app);
}

export function versionDir(distDir: string, app: RemoteApp, version: string): string {
  return path.join(remoteDir(distDir, app), version);
}

export function manifestUrl(app: RemoteApp, version: string): string {
  return `/remotes/${app}/${version}/${MANIFEST_FILE}`;
}
