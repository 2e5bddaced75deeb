// The portal's pages, measured as deployed: `pnpm start`'s server over the site that `pnpm build`
// produced, in a process of its own (as the floor's server is) on a free port of 127.0.0.1.
import path from 'node:path';
import { REPO_ROOT } from '../lib/dist-layout.ts';
import { readBundleMap, type Compositions } from './bundle-map.ts';
import { measureFirstPaint } from './first-paint.ts';
import { measureLighthouse, RUNS } from './lighthouse.ts';
import { measure, notMeasured, progress } from './measured.ts';
import { freePort, startServerProcess } from './processes.ts';
import type { PageResults } from './results.ts';
import { signIn as signInAs } from './session.ts';

/** `signedInAs`: a demo user whose session the page starts with (for pages behind sign-in). */
export type MeasurePage = (path: string, signedInAs?: string) => Promise<PageResults>;

/** Serves `distDir` while `use` measures its pages; the server is closed afterwards. */
export async function withPortal<T>(
  distDir: string,
  logDir: string,
  compositions: Compositions,
  use: (measurePage: MeasurePage, origin: string) => Promise<T>,
): Promise<T> {
  const port = await freePort();
  const server = await startServerProcess('node', ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: REPO_ROOT,
    env: { PORTAL_DIST: distDir, PORT: String(port), HOST: '127.0.0.1' },
    origin: `http://127.0.0.1:${port}`,
    timeoutMs: 60_000,
    logFile: path.join(logDir, 'portal-server.log'),
  });
  try {
    const origin = server.origin;
    const partsOf = await readBundleMap(distDir, compositions);
    return await use(async (path, signedInAs) => {
      const signIn = signedInAs ? () => signInAs(origin, signedInAs) : undefined;
      const as = signedInAs ? ` as ${signedInAs}` : '';
      progress(`first paint of ${path}${as}`);
      const firstPaint = await measure(`first paint of ${path}`, async () =>
        measureFirstPaint(origin, path, partsOf, signIn && (await signIn())),
      );
      progress(`Lighthouse on ${path}${as} (${RUNS} runs)`);
      const lighthouse = await measure(`Lighthouse on ${path}`, () =>
        measureLighthouse(new URL(path, origin).href, signIn),
      );
      return { path: `${path}${as}`, firstPaint, lighthouse };
    }, origin);
  } finally {
    await server.stop();
  }
}

/** A page's results when the portal could not be built or served. */
export function unmeasuredPage(path: string, error: string): PageResults {
  return { path, firstPaint: notMeasured(error), lighthouse: notMeasured(error) };
}
