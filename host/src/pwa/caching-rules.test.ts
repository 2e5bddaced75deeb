import { expect, test } from 'vitest';
import { isAppFile, isRemoteAsset, isRemotesMap, asStandInPage } from './caching-rules';

const at = (path: string) => new URL(path, 'https://portal.test');

test("a remote's files are kept by their version folder; the remotes map and the API are not remote files", () => {
  expect(isRemoteAsset(at('/remotes/mf-account/1.0.0-3f9a1c2/remoteEntry.js'))).toBe(true);
  expect(isRemoteAsset(at('/remotes/mf-account/1.0.0-3f9a1c2/static/js/812.ab12cd34.js'))).toBe(
    true,
  );
  expect(isRemoteAsset(at('/remotes/mf-account/'))).toBe(false);
  expect(isRemoteAsset(at('/remotes.json'))).toBe(false);
  expect(isRemoteAsset(at('/api/policies'))).toBe(false);
  expect(isRemotesMap(at('/remotes.json'))).toBe(true);
  expect(isRemotesMap(at('/remotes.json.bak'))).toBe(false);
  expect(isAppFile(at('/manifest.webmanifest'))).toBe(true);
});

test("a page standing in for another path loses its server-rendered shell and its route's preloads, and keeps the rest", () => {
  const page =
    '<!doctype html><html><head><title>Sign in | Portal</title>' +
    '<link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="/fonts/a-400.1a2b3c4d.woff2">' +
    '<script type="application/json" id="portal-after-paint">' +
    '[{"href":"/remotes/mf-dashboard/1.0.0-abc/remoteEntry.1a2b3c4d.js","as":"script"},' +
    '{"href":"/remotes/mf-dashboard/1.0.0-abc/mf-manifest.json","as":"fetch"}]</script>' +
    '<script type="application/json" id="portal-remotes">{"mf-account":{}}</script></head>' +
    '<body><div id="portal-shell"><header><div class="x">Portal</div></header><main></main></div></body></html>';

  expect(asStandInPage(page)).toBe(
    '<!doctype html><html><head><title>Sign in | Portal</title>' +
      '<script type="application/json" id="portal-remotes">{"mf-account":{}}</script></head>' +
      '<body><div id="portal-shell"></div></body></html>',
  );
});

test('a page without a rendered shell is left as it is', () => {
  const empty = '<html><body><div id="portal-shell"></div></body></html>';
  expect(asStandInPage(empty)).toBe(empty);
  expect(asStandInPage('<html><body>Offline</body></html>')).toBe(
    '<html><body>Offline</body></html>',
  );
});
