// Everything one run of the bench found, as written to bench.json: each figure measured, or the
// reason it could not be.
import type { ApiResults } from './api-load.ts';
import { MEASURED_REMOTE, type BuildTimes } from './build-times.ts';
import type { ClickResult } from './click-to-screen.ts';
import type { Composition } from './composition.ts';
import type { PageWeight } from './first-paint.ts';
import type { IdempotencyLoad } from './idempotency-load.ts';
import type { LighthouseResult } from './lighthouse.ts';
import type { Measured } from './measured.ts';

export interface PageResults {
  readonly path: string;
  readonly firstPaint: Measured<PageWeight>;
  readonly lighthouse: Measured<LighthouseResult>;
}

export interface BenchResults {
  readonly startedAt: string;
  readonly durationS: number;
  readonly machine: string;
  readonly builds: BuildTimes;
  /** What the files of the host and of the measured remote are made of (composition.ts). */
  readonly compositions: {
    readonly host: Measured<Composition>;
    readonly remote: Measured<Composition>;
    readonly dashboard: Measured<Composition>;
  };
  readonly hostPage: PageResults;
  readonly remotePage: PageResults;
  /** The dashboard's home, signed in. */
  readonly dashboardPage: PageResults;
  /** The summary of the dashboard user's first policy, signed in. */
  readonly policyPage: PageResults;
  /** mf-policy-changes' make-a-change screen of that policy. */
  readonly changePage: PageResults;
  /** mf-payments' make-a-payment screen of that policy. */
  readonly paymentPage: PageResults;
  /** From the dashboard's home to another remote's screen (click-to-screen.ts). */
  readonly clicks: Measured<readonly ClickResult[]>;
  readonly floor: { readonly path: string; readonly lighthouse: Measured<LighthouseResult> };
  readonly api: ApiResults;
  /** 200 creates each sent twice at once with one key (idempotency-load.ts). */
  readonly doubleSubmits: Measured<IdempotencyLoad>;
}

/** Every figure measured; a missed target is a finding, a missing figure is a failure. */
export function allMeasured(results: BenchResults): boolean {
  return unmeasured(results).length === 0;
}

/** What could not be measured, and why: one line each. */
export function unmeasured(results: BenchResults): string[] {
  const {
    builds,
    compositions,
    hostPage,
    remotePage,
    dashboardPage,
    policyPage,
    changePage,
    paymentPage,
    clicks,
    floor,
    api,
    doubleSubmits,
  } = results;
  const figures: [string, Measured<unknown>][] = [
    ['pnpm build', builds.full],
    [`pnpm remote deploy ${MEASURED_REMOTE}`, builds.oneRemote],
    ["the host's composition", compositions.host],
    [`${MEASURED_REMOTE}'s composition`, compositions.remote],
    ["mf-dashboard's composition", compositions.dashboard],
    [`first paint ${dashboardPage.path}`, dashboardPage.firstPaint],
    [`Lighthouse ${dashboardPage.path}`, dashboardPage.lighthouse],
    [`first paint ${policyPage.path}`, policyPage.firstPaint],
    [`Lighthouse ${policyPage.path}`, policyPage.lighthouse],
    [`first paint ${changePage.path}`, changePage.firstPaint],
    [`Lighthouse ${changePage.path}`, changePage.lighthouse],
    [`first paint ${paymentPage.path}`, paymentPage.firstPaint],
    [`Lighthouse ${paymentPage.path}`, paymentPage.lighthouse],
    ['a click from the dashboard to another remote', clicks],
    [`first paint ${hostPage.path}`, hostPage.firstPaint],
    [`first paint ${remotePage.path}`, remotePage.firstPaint],
    [`Lighthouse ${hostPage.path}`, hostPage.lighthouse],
    [`Lighthouse ${remotePage.path}`, remotePage.lighthouse],
    [`Lighthouse floor ${floor.path}`, floor.lighthouse],
    ['API: seeding a fresh database', api.seedMs],
    ['API: cold start', api.processStartMs],
    ['API: GET /api/policies', api.list],
    ['API: GET /api/policies/:id', api.one],
    ['API on PostgreSQL: GET /api/policies', api.listPostgres],
    ['API: double submits', doubleSubmits],
  ];
  return figures.flatMap(([what, measured]) => (measured.ok ? [] : [`${what}: ${measured.error}`]));
}
