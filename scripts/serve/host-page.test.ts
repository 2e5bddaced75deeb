import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { BRANDS } from '../../host/src/brands/brands.ts';
import { createHostPageReader, renderHostPage } from './host-page.ts';

const REMOTES_TAG = '<script type="application/json" id="portal-remotes">{}</script>';
const AFTER_PAINT_TAG =
  '<script type="application/json" id="portal-after-paint">[{"href":"/remotes/x/1/m.json","as":"fetch"}]</script>';

test('the remotes go before the first script of the head', () => {
  const page = renderHostPage(
    '<html><head><link rel="stylesheet" href="/a.css"><script src="/main.js"></script></head></html>',
    {},
    [{ href: '/remotes/x/1/m.json', as: 'fetch' }],
  );

  expect(page).toBe(
    '<html><head><link rel="stylesheet" href="/a.css">' +
      AFTER_PAINT_TAG +
      REMOTES_TAG +
      '<script src="/main.js"></script></head></html>',
  );
});

test('a deferred script in the head stays ahead of the preloads: the browser asks for it first', () => {
  const page = renderHostPage(
    '<html><head><script defer src="/start.js" data-main="/main.js"></script>' +
      '<link rel="stylesheet" href="/a.css"></head></html>',
    {},
    [{ href: '/remotes/x/1/m.json', as: 'fetch' }],
  );

  expect(page).toBe(
    '<html><head><script defer src="/start.js" data-main="/main.js"></script>' +
      '<link rel="stylesheet" href="/a.css">' +
      AFTER_PAINT_TAG +
      REMOTES_TAG +
      '</head></html>',
  );
});

test('nothing is preloaded in the head: the faces and the remote files are listed for after the first paint', () => {
  const page = renderHostPage(
    '<html><head><script data-main="/main.js">start()</script></head></html>',
    {},
    [
      { href: '/fonts/a-400.woff2', as: 'font' },
      { href: '/remotes/x/1/entry.js', as: 'script' },
      { href: '/remotes/x/1/spa.css', as: 'style' },
    ],
  );

  expect(page).not.toContain('<link');
  expect(page).toBe(
    '<html><head>' +
      '<script type="application/json" id="portal-after-paint">' +
      '[{"href":"/fonts/a-400.woff2","as":"font"},' +
      '{"href":"/remotes/x/1/entry.js","as":"script"},{"href":"/remotes/x/1/spa.css","as":"style"}]' +
      '</script>' +
      REMOTES_TAG +
      '<script data-main="/main.js">start()</script></head></html>',
  );
});

test('without a script in the head, the remotes go at its end', () => {
  const page = renderHostPage(
    '<html><head><title>P</title></head><body><script src="/main.js"></script></body></html>',
    {},
    [],
  );

  expect(page).toBe(
    `<html><head><title>P</title>${REMOTES_TAG}</head><body><script src="/main.js"></script></body></html>`,
  );
});

test('a page without a head still keeps its doctype first', () => {
  expect(renderHostPage('<!doctype html><p>hi</p>', {}, [])).toBe(
    `<!doctype html><p>hi</p>${REMOTES_TAG}`,
  );
});

test('the page is read again once a rebuild has replaced it', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-page-'));
  const file = path.join(dir, 'index.html');
  const readHostPage = createHostPageReader(file);
  try {
    await writeFile(file, 'first build');
    expect(await readHostPage()).toBe('first build');

    await writeFile(file, 'second build');
    // File systems keep mtimes at a few milliseconds at best; make the rebuild visibly later.
    const later = new Date(Date.now() + 60_000);
    await utimes(file, later, later);
    expect(await readHostPage()).toBe('second build');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('the shell and the page title go into the page, as markup and text', () => {
  const page = renderHostPage(
    '<html><head><title>Customer portal</title></head><body><div id=portal-shell></div></body></html>',
    {},
    [],
    { html: '<main><h1>Pay $1 &amp; more</h1></main>', title: 'Fees & <charges> | Motorwise' },
  );

  expect(page).toContain('<title>Fees &amp; &lt;charges&gt; | Motorwise</title>');
  expect(page).toContain('<div id="portal-shell"><main><h1>Pay $1 &amp; more</h1></main></div>');
});

test("the browser's theme colour is the brand's own, the colour of its header", () => {
  const template =
    '<html><head><meta name="theme-color" content="#0b3d91" /><script src="/main.js"></script></head></html>';
  const themeColours = (page: string) =>
    [...page.matchAll(/<meta name="theme-color" content="([^"]*)">/g)].map((match) => match[1]);

  expect(themeColours(renderHostPage(template, {}, [], undefined, BRANDS.northway))).toEqual([
    '#085a73',
  ]);
  expect(themeColours(renderHostPage(template, {}, [], undefined, BRANDS.ridgeline))).toEqual([
    '#ad3a07',
  ]);
  // Without a brand the template's own stays.
  expect(renderHostPage(template, {}, [])).toContain(
    '<meta name="theme-color" content="#0b3d91" />',
  );
});
