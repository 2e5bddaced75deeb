// The portal's pages, measured as deployed: the real server (the one `pnpm start` runs) over the
// site that `pnpm build` produced, in this process on a free port of 127.0.0.1.
import { createPortalServer } from '../serve/server.ts';
import { readBundleMap, type Compositions } from './bundle-map.ts';
import { measureFirstPaint } from './first-paint.ts';
import { measureLighthouse } from './lighthouse.ts';
import { measure, notMeasured, progress } from './measured.ts';
import type { PageResults } from './results.ts';

export type MeasurePage = (path: string) => Promise<PageResults>;

/** Serves `distDir` while `use` measures its pages; the server is closed afterwards. */
export async function withPortal<T>(
  distDir: string,
  compositions: Compositions,
  use: (measurePage: MeasurePage) => Promise<T>,
): Promise<T> {
  const server = await createPortalServer({ distDir });
  try {
    const origin = await server.listen({ port: 0, host: '127.0.0.1' });
    const partsOf = await readBundleMap(distDir, compositions);
    return await use(async (path) => {
      progress(`first paint of ${path}`);
      const firstPaint = await measure(`first paint of ${path}`, () =>
        measureFirstPaint(origin, path, partsOf),
      );
      progress(`Lighthouse on ${path} (3 runs)`);
      const lighthouse = await measure(`Lighthouse on ${path}`, () =>
        measureLighthouse(new URL(path, origin).href),
      );
      return { path, firstPaint, lighthouse };
    });
  } finally {
    await server.close();
  }
}

/** A page's results when the portal could not be built or served. */
export function unmeasuredPage(path: string, error: string): PageResults {
  return { path, firstPaint: notMeasured(error), lighthouse: notMeasured(error) };
}
