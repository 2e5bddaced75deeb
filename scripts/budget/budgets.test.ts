import { expect, test } from 'vitest';
import { compareWithBudgets, formatBudgetTable, type PageBudget } from './budgets.ts';
import { inlineScripts } from '../serve/page-security.ts';
import { fontUrls, pageFiles, type PageBytes } from './first-paint-bytes.ts';

const BUDGET: Record<string, PageBudget> = {
  '/login': {
    js: { total: 102, host: 40, shared: 50, runtime: 12 },
    css: 20,
    fonts: 32,
    goal: { total: 90 },
  },
};

function login(host: number): PageBytes {
  return {
    path: '/login',
    js: { host, shared: 49_000, runtime: 11_000 },
    css: 19_000,
    fonts: 30_000,
    files: [],
  };
}

test('a page within its budget passes, and is reported over its goal', () => {
  const lines = compareWithBudgets([login(38_000)], BUDGET);

  expect(lines.filter((line) => line.over)).toEqual([]);
  expect(lines.find((line) => line.part === 'total')).toMatchObject({ kB: 98, goal: 90 });
  expect(formatBudgetTable(lines)).toMatch(/\/login\s+total\s+98\.0\s+102\.0\s+90\.0\s+over goal/);
});

test('5 kB more in the host fails the host and the total, and the table says so', () => {
  const lines = compareWithBudgets([login(43_000)], BUDGET);

  expect(lines.filter((line) => line.over).map((line) => line.part)).toEqual(['total', 'host']);
  expect(formatBudgetTable(lines)).toMatch(/\/login\s+host\s+43\.0\s+40\.0\s+OVER BUDGET/);
});

test('a part or a page without a budget fails: nothing grows unbudgeted', () => {
  const page: PageBytes = { ...login(1_000), js: { host: 1_000, 'mf-payments': 1_000 } };
  const lines = compareWithBudgets([page, { ...page, path: '/payments/guest' }], BUDGET);

  expect(lines.filter((line) => line.over).map((line) => `${line.page} ${line.part}`)).toEqual([
    '/login mf-payments',
    '/payments/guest total',
    '/payments/guest host',
    '/payments/guest mf-payments',
    '/payments/guest css',
    '/payments/guest fonts',
  ]);
});

test("a brand's typeface heavier than the budget fails", () => {
  const lines = compareWithBudgets([{ ...login(38_000), fonts: 45_000 }], BUDGET);

  expect(lines.filter((line) => line.over).map((line) => line.part)).toEqual(['fonts']);
});

test('the typefaces a stylesheet names are its woff2 url()s', () => {
  const css =
    "@font-face{font-family:'Public Sans';src:url(fonts/public-sans-latin-400-normal.83608315.woff2) format('woff2')}" +
    '@font-face{src:url("fonts/public-sans-latin-700-normal.f221ce5a.woff2")}' +
    ".x{background:url(data:image/svg+xml;base64,AAAA)}@font-face{src:local('Arial')}";

  expect(fontUrls(css)).toEqual([
    'fonts/public-sans-latin-400-normal.83608315.woff2',
    'fonts/public-sans-latin-700-normal.f221ce5a.woff2',
  ]);
});

test("the host page's scripts and stylesheets are what its template names", () => {
  const html =
    '<!doctype html><head><link rel=manifest href=/manifest.webmanifest><link rel=icon href=/favicon.svg>' +
    '<script defer src=/main.5c2102f3.js></script><link href=/main.ece3633a.css rel=stylesheet>' +
    '<script type="application/json" id="portal-remotes">{}</script></head>';

  expect(pageFiles(html)).toEqual(['/main.5c2102f3.js', '/main.ece3633a.css']);
});

test('the start script written into the page is weighed, with what it adds after the paint', () => {
  const html =
    '<!doctype html><head>' +
    '<script type="application/json" id="portal-remotes">{}</script>' +
    '<script data-main=/main.5c2102f3.js data-typefaces=/typefaces.1a2b3c4d.css>(()=>{start()})();</script>' +
    '<link href=/main.ece3633a.css rel=stylesheet></head>';

  expect(pageFiles(html)).toEqual([
    '/main.5c2102f3.js',
    '/main.ece3633a.css',
    '/typefaces.1a2b3c4d.css',
  ]);
  expect(inlineScripts(html)).toEqual(['(()=>{start()})();']);
});
