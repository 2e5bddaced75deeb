import { totalOf, type PageBytes, type Part } from './first-paint-bytes.ts';

// The first-paint bytes each page may ship, gzip, in kB of 1000 bytes (docs/decisions/006).
// A budget holds what the page ships today plus a little room: a change that adds a dependency
// to a page's first paint fails `npm test` until the budget is raised on purpose, in the same
// commit, with the reason. `goal` is where the page has to get to; a page over its goal is
// reported, not failed, until the work that meets it lands.

export interface PageBudget {
  /** Per part; `total` for all of the page's JavaScript. */
  readonly js: Partial<Record<Part | 'total', number>>;
  readonly css: number;
  /** kB of one brand's typeface files (regular and bold, Latin, woff2). */
  readonly fonts: number;
  readonly goal?: Partial<Record<Part | 'total', number>>;
}

// Since the host hands its shared modules to the runtime from a chunk of its own, /login ships
// the shell's share of them (234 kB, from 268) and no runtime; a remote's route ships that chunk
// as well, with the whole of each shared module, the router included (334 kB, from 327).
// The shell's overlays (drawer, dialogs, notification popover) come after the first paint, each
// field adapter is a module of its own and the host names endpoints by their group, not the whole
// table: /login 234 -> 177.5 kB. A remote's route ships the same bytes in more files (+2.7 kB of
// shared: each file's own gzip). The promotions screen (+2 kB of mf-dashboard, preloaded with the
// remote's other screens) and the storage registry and alert targets the platform and contract
// share (+0.5 kB) raised the remote routes' budgets. The page layout and the help panel in
// @portal/ui (+0.2 kB shared) and the dashboard's icons and empty-state drawings (+5 kB of
// mf-dashboard: 14 icons and 3 drawings on its first screen) raised them again (record 021).
// The policy-changes remote's first route is its make-a-change screen (16 kB of its own).
// A page now preloads its own lazy screen and no other (scripts/serve/preloads.ts): '/' ships
// 10.7 kB of mf-dashboard instead of 23.9, so its budget comes down. The API client's upload
// progress (its transport loads on first use; the hook and the chunk loading stay) and the
// dialogs' default close name took +0.7 kB of shared on every page (record 022). A page no longer
// preloads what a lazy screen split out for itself (its libraries, its icons) unless it is that
// screen's page, nor a dialog loaded on use: the make-a-change screen ships 6.3 kB of
// mf-policy-changes instead of 15.7, and the dashboard's new cards fit in its 12 kB (11.4).
// The payments remote's make-a-payment route ships its screen and the card step (5.8 kB).
// The host's start script (host/src/start: it starts the main script once the page has painted,
// with the route's remote files, and holds what is pressed before hydration) is +0.8 kB of host on
// every page; /login's budget took it.
// valibot is no longer a shared module (scripts/build/federation.cjs): handed to the remotes, the
// whole of it sat in the host's first script. Each build bundles the part it uses, and the
// contract's dates are written out rather than taken from dayjs: /login 181.5 -> 165.9 kB, a
// remote's route 6-11 kB lighter. The dashboard and payments remotes now bring the part of
// valibot their own code uses (+4 kB each). The runtime part of a remote's route grew by 0.7 kB
// with no byte of the runtime added: parts are shares of each file by module size before
// minification, and the federation chunk lost valibot's 206 kB of source.
// The remotes' production builds use the host's Module Federation runtime (externalRuntime): a
// remote's route ships one runtime, 17.7 kB less.
// One system (record 028): the data families every call names and the one refresh of them, the
// policy-screen loader the payment screens share with the change forms, the titles of the payment
// outcomes in the route table and the guest payment's check (+0.5 kB shared on a remote's route).
// The forms kit finished (issue 37): one rule for a field's error, one Section, the confirm
// dialog's chosen answer, the input kept off screen, all in @portal/ui: /login at 167.6 kB.
// The second security round's contract pieces, shared by client and server: the one check of a
// same-origin path every redirect takes, the rule that a sign-in detail needs the password, and
// their messages (+0.7 kB shared on every page: /login 168.3 kB, a remote's route 251.7 kB).
export const BUDGETS: Readonly<Record<string, PageBudget>> = {
  '/login': {
    js: { total: 168.5, host: 17.5, shared: 151.0, runtime: 2.5 },
    css: 18.5,
    fonts: 32.0,
    goal: { total: 110 },
  },
  '/agreements/complete': {
    js: { total: 312.5, host: 18.5, shared: 252.0, runtime: 28.5, 'mf-agreements': 17.0 },
    css: 18.5,
    fonts: 32.0,
    goal: { 'mf-agreements': 40 },
  },
  '/': {
    js: { total: 313.0, host: 18.5, shared: 252.0, runtime: 28.5, 'mf-dashboard': 17.5 },
    css: 18.5,
    fonts: 32.0,
    goal: { 'mf-dashboard': 60 },
  },
  '/policies/101/change': {
    js: { total: 303.5, host: 18.5, shared: 252.0, runtime: 28.5, 'mf-policy-changes': 7.0 },
    css: 18.5,
    fonts: 32.0,
    goal: { 'mf-policy-changes': 60 },
  },
  '/policies/101/payments/pay': {
    js: { total: 307.5, host: 18.5, shared: 252.0, runtime: 28.5, 'mf-payments': 12.0 },
    css: 18.5,
    fonts: 32.0,
    goal: { 'mf-payments': 60 },
  },
  '/settings': {
    js: { total: 305.0, host: 18.5, shared: 252.0, runtime: 28.5, 'mf-account': 8.5 },
    css: 18.5,
    fonts: 32.0,
    goal: { 'mf-account': 40 },
  },
};

export interface BudgetLine {
  readonly page: string;
  readonly part: Part | 'total' | 'css' | 'fonts';
  readonly kB: number;
  readonly budget: number | undefined;
  readonly goal: number | undefined;
  readonly over: boolean;
}

const kB = (bytes: number) => Math.round(bytes / 100) / 10;

/** Every figure of every page beside its budget; `over` where it exceeds it. */
export function compareWithBudgets(
  pages: readonly PageBytes[],
  budgets: Readonly<Record<string, PageBudget>> = BUDGETS,
): BudgetLine[] {
  return pages.flatMap((page) => {
    const budget = budgets[page.path];
    const figures: [Part | 'total' | 'css' | 'fonts', number][] = [
      ['total', totalOf(page.js)],
      ...(Object.entries(page.js) as [Part, number][]),
      ['css', page.css],
      ['fonts', page.fonts],
    ];
    return figures.map(([part, bytes]): BudgetLine => {
      const limit =
        part === 'css' ? budget?.css : part === 'fonts' ? budget?.fonts : budget?.js[part];
      const goal = part === 'css' || part === 'fonts' ? undefined : budget?.goal?.[part];
      const size = kB(bytes);
      return { page: page.path, part, kB: size, budget: limit, goal, over: size > (limit ?? 0) };
    });
  });
}

export function formatBudgetTable(lines: readonly BudgetLine[]): string {
  const rows = [
    // kB of gzip for scripts and styles; typefaces as served (woff2 is compressed already).
    ['page', 'part', 'kB', 'budget', 'goal', ''],
    ...lines.map((line) => [
      line.page,
      line.part,
      line.kB.toFixed(1),
      line.budget === undefined ? 'none' : line.budget.toFixed(1),
      line.goal === undefined ? '' : line.goal.toFixed(1),
      line.over ? 'OVER BUDGET' : line.goal !== undefined && line.kB > line.goal ? 'over goal' : '',
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column >= 2 && column <= 4
            ? cell.padStart(widths[column]!)
            : cell.padEnd(widths[column]!),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
