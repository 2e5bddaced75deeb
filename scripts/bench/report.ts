// The bench's figures beside the issue's targets, as one table, with notes on how each figure
// was measured.
import { CONNECTIONS, DURATION_S, type LoadResult } from './api-load.ts';
import { MEASURED_REMOTE } from './build-times.ts';
import { CLICK_RUNS, HOVER_MS, type ClickResult } from './click-to-screen.ts';
import type { PageWeight } from './first-paint.ts';
import { CREATES } from './idempotency-load.ts';
import { RUNS, type LighthouseResult, type LighthouseRun } from './lighthouse.ts';
import type { Measured } from './measured.ts';
import { PARTS, type Part, type PartBytes } from './parts.ts';
import { unmeasured, type BenchResults, type PageResults } from './results.ts';
import { formatTable, type Row } from './table.ts';

const TARGETS = {
  fullBuildS: 90,
  oneRemoteBuildS: 20,
  hostPageJsKb: 110,
  hostPageScore: 0.97,
  hostPageLcpS: 1.0,
  hostPageTbtMs: 150,
  signedInScore: 0.9,
  signedInLcpS: 2.0,
  signedInTbtMs: 300,
  cls: 0.02,
  dashboardOwnJsKb: 60,
  remoteLcpOverFloor: 0.75,
  apiRequestsPerSecond: 2000,
  apiP99Ms: 25,
  apiColdStartS: 2,
} as const;

interface Target<T> {
  readonly text: string;
  /** Absent when the target itself is unknown (the floor was not measured). */
  readonly met?: (value: T) => boolean;
}

export function formatReport(results: BenchResults, jsonFile: string): string {
  const {
    builds,
    hostPage,
    remotePage,
    dashboardPage,
    policyPage,
    changePage,
    paymentPage,
    floor,
    api,
  } = results;
  const floorRun = floor.lighthouse.ok ? floor.lighthouse.value.median : undefined;
  const signedIn: PageTargets = {
    score: atLeast(TARGETS.signedInScore),
    lcpMs: atMost(TARGETS.signedInLcpS * 1000, ms),
    tbtMs: atMost(TARGETS.signedInTbtMs, msExact),
    cls: atMost(TARGETS.cls, (value) => value.toFixed(2)),
  };
  const rows: Row[] = [
    { section: 'Reference API (its own process; a fresh data folder)' },
    row('create, migrate and seed the database', api.seedMs, ms),
    row('cold start: spawn to first answer, with seeding', api.processStartMs, ms, {
      text: `<= ${TARGETS.apiColdStartS} s`,
      met: (value) => value <= TARGETS.apiColdStartS * 1000,
    }),
    ...loadRows(api.list),
    ...loadRows(api.one),
    ...postgresRows(api.listPostgres, api.list),
    row(
      `${CREATES} contact messages, each sent twice at once with one key: stored, time`,
      results.doubleSubmits,
      (value) => `${value.stored} (${value.failures} failed), ${ms(value.ms)}`,
      {
        text: `${CREATES}, 0 failed`,
        met: (value) => value.stored === CREATES && value.failures === 0,
      },
    ),
    { section: 'Build time (wall clock, into an empty PORTAL_DIST)' },
    row('pnpm build (host + 5 remotes)', builds.full, seconds, {
      text: `<= ${TARGETS.fullBuildS} s`,
      met: (s) => s <= TARGETS.fullBuildS,
    }),
    row(`pnpm remote deploy ${MEASURED_REMOTE}`, builds.oneRemote, seconds, {
      text: `<= ${TARGETS.oneRemoteBuildS} s`,
      met: (s) => s <= TARGETS.oneRemoteBuildS,
    }),
    ...firstPaintRows(hostPage, {
      text: `<= ${TARGETS.hostPageJsKb} kB`,
      met: (bytes) => bytes <= TARGETS.hostPageJsKb * 1000,
    }),
    ...firstPaintRows(remotePage),
    ...firstPaintRows(dashboardPage, undefined, {
      text: `remote <= ${TARGETS.dashboardOwnJsKb} kB`,
      met: (bytes) => bytes <= TARGETS.dashboardOwnJsKb * 1000,
    }),
    ...firstPaintRows(policyPage),
    ...firstPaintRows(changePage),
    ...firstPaintRows(paymentPage),
    ...lighthouseRows(hostPage.path, hostPage.lighthouse, {
      score: atLeast(TARGETS.hostPageScore),
      lcpMs: atMost(TARGETS.hostPageLcpS * 1000, ms),
      tbtMs: atMost(TARGETS.hostPageTbtMs, msExact),
      cls: atMost(TARGETS.cls, (value) => value.toFixed(2)),
    }),
    // A remote's route against the floor's remote route, measured in the same run.
    ...lighthouseRows(remotePage.path, remotePage.lighthouse, {
      score: floorRun && atLeast(floorRun.score, 'the floor'),
      lcpMs:
        floorRun &&
        atMost(
          floorRun.lcpMs * TARGETS.remoteLcpOverFloor,
          ms,
          `${TARGETS.remoteLcpOverFloor} x floor`,
        ),
      tbtMs: floorRun && atMost(floorRun.tbtMs, msExact, 'the floor'),
      cls: atMost(TARGETS.cls, (value) => value.toFixed(2)),
    }),
    ...lighthouseRows(dashboardPage.path, dashboardPage.lighthouse, signedIn),
    ...lighthouseRows(policyPage.path, policyPage.lighthouse, signedIn),
    ...lighthouseRows(changePage.path, changePage.lighthouse, signedIn),
    ...lighthouseRows(paymentPage.path, paymentPage.lighthouse, signedIn),
    ...lighthouseRows(`floor peer ${floor.path}`, floor.lighthouse),
    ...clickRows(results.clicks),
  ];
  return [
    `Portal bench, ${results.startedAt}, ${results.machine}, ${results.durationS.toFixed(0)} s in all`,
    '',
    formatTable(rows),
    '',
    ...notes(results).map(bullet),
    '',
    `All figures, every weighed response and every Lighthouse run: ${jsonFile}`,
  ].join('\n');
}

function loadRows(result: Measured<LoadResult>): Row[] {
  const path = result.ok ? result.value.path : 'GET /api/policies';
  return [
    { section: `${path} as car.driver, ${CONNECTIONS} connections, ${DURATION_S} s (autocannon)` },
    row('requests per second (mean)', result, (value) => value.requestsPerSecond.toFixed(0), {
      text: `>= ${TARGETS.apiRequestsPerSecond}`,
      met: (value) => value.requestsPerSecond >= TARGETS.apiRequestsPerSecond,
    }),
    row('latency p50', result, (value) => `${value.p50Ms} ms`),
    row('latency p99', result, (value) => `${value.p99Ms} ms`, {
      text: `<= ${TARGETS.apiP99Ms} ms`,
      met: (value) => value.p99Ms <= TARGETS.apiP99Ms,
    }),
    row('latency max', result, (value) => `${value.maxMs} ms`),
    row('requests, failures', result, (value) => `${value.requests}, ${value.failures}`),
  ];
}

/** GET /api/policies on PostgreSQL beside SQLite's: p99 within twice SQLite's. */
function postgresRows(result: Measured<LoadResult>, sqlite: Measured<LoadResult>): Row[] {
  const sqliteP99 = sqlite.ok ? sqlite.value.p99Ms : undefined;
  return [
    {
      section: `GET /api/policies with the data on PostgreSQL, ${CONNECTIONS} connections, ${DURATION_S} s`,
    },
    row('requests per second (mean)', result, (value) => value.requestsPerSecond.toFixed(0)),
    row('latency p50', result, (value) => `${value.p50Ms} ms`),
    row('latency p99', result, (value) => `${value.p99Ms} ms`, {
      text: sqliteP99 === undefined ? '<= 2 x SQLite' : `<= 2 x SQLite (${2 * sqliteP99} ms)`,
      met: (value) => sqliteP99 !== undefined && value.p99Ms <= 2 * sqliteP99,
    }),
    row('latency max', result, (value) => `${value.maxMs} ms`),
    row('requests, failures', result, (value) => `${value.requests}, ${value.failures}`),
  ];
}

/** `remoteTarget`: a target for the remote's own JS (the dashboard's budget). */
function firstPaintRows(
  page: PageResults,
  jsTarget?: Target<number>,
  remoteTarget?: Target<number>,
): Row[] {
  const weight = page.firstPaint;
  const js = (part: Part) => (value: PageWeight) => kB(value.js[part]);
  return [
    { section: `First paint ${page.path} (gzip -9 of each JS and CSS response)` },
    row('JS host', weight, js('host')),
    row('JS shared', weight, js('shared')),
    row('JS MF runtime', weight, js('runtime')),
    row(
      'JS remote',
      weight,
      js('remote'),
      onValue(remoteTarget, (value: PageWeight) => value.js.remote),
    ),
    row(
      'JS, all',
      weight,
      (value) => kB(total(value.js)),
      onValue(jsTarget, (value: PageWeight) => total(value.js)),
    ),
    row('CSS, all', weight, (value) => `${kB(total(value.css))}${nonZeroParts(value.css)}`),
    row('requests (any type)', weight, (value) => String(value.requests)),
  ];
}

/** A page's Lighthouse targets: each on the figure's median over the runs. */
interface PageTargets {
  readonly score?: Target<number>;
  readonly lcpMs?: Target<number>;
  readonly tbtMs?: Target<number>;
  readonly cls?: Target<number>;
}

function atLeast(limit: number, name?: string): Target<number> {
  return {
    text: `>= ${name ? `${name} = ` : ''}${limit.toFixed(2)}`,
    met: (value) => value >= limit,
  };
}

function atMost(limit: number, show: (value: number) => string, name?: string): Target<number> {
  return { text: `<= ${name ? `${name} = ` : ''}${show(limit)}`, met: (value) => value <= limit };
}

function lighthouseRows(
  title: string,
  result: Measured<LighthouseResult>,
  targets: PageTargets = {},
): Row[] {
  // Each figure's median: its label, how it is read from a run, shown, and its target.
  const figures: [
    string,
    (run: LighthouseRun) => number,
    (value: number) => string,
    Target<number>?,
  ][] = [
    ['performance score', (run) => run.score, (value) => value.toFixed(2), targets.score],
    ['FCP', (run) => run.fcpMs, ms],
    ['LCP', (run) => run.lcpMs, ms, targets.lcpMs],
    ['TBT', (run) => run.tbtMs, msExact, targets.tbtMs],
    ['CLS', (run) => run.cls, (value) => value.toFixed(3), targets.cls],
  ];
  return [
    { section: `Lighthouse ${title} (each figure the median of ${RUNS} runs)` },
    ...figures.map(([label, pick, show, target]) =>
      row(
        label,
        result,
        (value) => show(pick(value.median)),
        onValue(target, (value: LighthouseResult) => pick(value.median)),
      ),
    ),
    row('LCP of each run', result, (value) => value.runs.map((run) => ms(run.lcpMs)).join(' ')),
    row('TBT of each run', result, (value) =>
      value.runs.map((run) => msExact(run.tbtMs)).join(' '),
    ),
  ];
}

function clickRows(clicks: Measured<readonly ClickResult[]>): Row[] {
  const section = {
    section: `A click from the signed-in dashboard to another remote's screen (its h1), median of ${CLICK_RUNS}`,
  };
  if (!clicks.ok) return [section, row('click to screen', clicks, () => '')];
  return [
    section,
    ...clicks.value.flatMap((click) => [
      row(`'${click.link}' -> ${click.to}: click only`, clicks, () => msExact(click.clickOnlyMs)),
      row(`'${click.link}' -> ${click.to}: pointer on it ${HOVER_MS} ms first`, clicks, () =>
        msExact(click.hoverFirstMs),
      ),
    ]),
  ];
}

function row<T>(
  label: string,
  measured: Measured<T>,
  show: (value: T) => string,
  target?: Target<T>,
): Row {
  if (!measured.ok) return { label, value: 'not measured', ...(target && { target: target.text }) };
  if (!target) return { label, value: show(measured.value) };
  const pass = target.met?.(measured.value);
  return {
    label,
    value: show(measured.value),
    target: target.text,
    ...(pass !== undefined && { pass }),
  };
}

/** The target of a number, applied to the value that number is picked from. */
function onValue<T>(
  target: Target<number> | undefined,
  pick: (value: T) => number,
): Target<T> | undefined {
  if (!target) return undefined;
  const { text, met } = target;
  return met ? { text, met: (value) => met(pick(value)) } : { text };
}

function notes(results: BenchResults): string[] {
  const { hostPage, remotePage, dashboardPage, policyPage, changePage, paymentPage, floor } =
    results;
  const lighthouse = [
    hostPage,
    remotePage,
    dashboardPage,
    policyPage,
    changePage,
    paymentPage,
    floor,
  ].flatMap((page) => (page.lighthouse.ok ? [page.lighthouse.value] : []));
  const retried = lighthouse.reduce((count, result) => count + result.failedRuns.length, 0);
  const chrome = lighthouse[0]?.userAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium';
  const unanalysed = new Set(
    [hostPage, remotePage, dashboardPage, policyPage, changePage, paymentPage].flatMap(
      ({ firstPaint }) =>
        firstPaint.ok
          ? firstPaint.value.responses.filter((r) => r.unanalysed).map((r) => r.url)
          : [],
    ),
  );
  return [
    'Bytes (1 kB = 1000 B): gzip -9 of each decoded response body, not the transfer size (the server sends brotli).',
    'Parts, module by module: "MF runtime" = the @module-federation packages (retry plugin included), the federation entry, the container and share glue, and the entry chunks\' webpack bootstrap; "shared" = what webpack reached through a shared module (react, react-dom, the router, zustand, react-query, final-form, @portal/*, and what they import, valibot among it); "host" and "remote" = the rest of each build.',
    "A file's gzip bytes are split by its minified bytes per part, which webpack-bundle-analyzer reads from a stats build of the same sources (inside a concatenated module: by size before minification). Not from mf-manifest.json: it names main.*.js as the file of every eager shared module, and files the chunk that holds the shared router under the expose.",
    ...(unanalysed.size > 0
      ? [`Not analysed, so counted whole as their build's own code: ${[...unanalysed].join(', ')}.`]
      : []),
    `The ${TARGETS.hostPageJsKb} kB target is checked against all JS of ${hostPage.path}: on a host route all of it is the host's first paint.`,
    ...(lighthouse[0]
      ? [
          `Lighthouse ${lighthouse[0].lighthouseVersion}, default config (mobile, simulated throttling), performance only, a fresh ${chrome} per run.`,
        ]
      : []),
    ...(retried > 0
      ? [`${retried} Lighthouse run(s) failed and were run again (reasons in the JSON).`]
      : []),
    ...unmeasured(results).map((problem) => `Not measured: ${problem}`),
  ];
}

/** `- note`, wrapped to the table's width with a hanging indent. */
function bullet(note: string): string {
  const lines: string[] = [];
  let line = '-';
  for (const word of note.split(' ')) {
    if (line.length + 1 + word.length > 100 && line !== '-') {
      lines.push(line);
      line = ' ';
    }
    line += ` ${word}`;
  }
  return [...lines, line].join('\n');
}

function total(bytes: PartBytes): number {
  return PARTS.reduce((sum, part) => sum + bytes[part], 0);
}

function nonZeroParts(bytes: PartBytes): string {
  const parts = PARTS.filter((part) => bytes[part] > 0);
  return parts.length === 0 ? '' : ` (${parts.join(' + ')})`;
}

function seconds(value: number): string {
  return `${value.toFixed(1)} s`;
}

function ms(value: number): string {
  return `${(value / 1000).toFixed(2)} s`;
}

function msExact(value: number): string {
  return `${value.toFixed(0)} ms`;
}

function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
