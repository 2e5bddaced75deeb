import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { createHostPageReader, renderHostPage } from './host-page.ts';

const REMOTES_TAG = '<script type="application/json" id="portal-remotes">{}</script>';

test('the remotes go before the first script of the head', () => {
  const page = renderHostPage(
    '<html><head><link rel="stylesheet" href="/a.css"><script src="/main.js"></script></head></html>',
    {},
    [{ href: '/remotes/x/1/m.json', as: 'fetch' }],
  );

  expect(page).toBe(
    '<html><head><link rel="stylesheet" href="/a.css">' +
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/x/1/m.json">' +
      REMOTES_TAG +
      '<script src="/main.js"></script></head></html>',
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

  expect(page).toContain('<title>Fees &amp; &lt;charges> | Motorwise</title>');
  expect(page).toContain('<div id="portal-shell"><main><h1>Pay $1 &amp; more</h1></main></div>');
});
