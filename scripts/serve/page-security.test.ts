import { expect, test } from 'vitest';
import { CONTENT_SECURITY_POLICY, pagePolicy, socketOrigin } from './page-security.ts';

test('scripts may connect to this origin only: no ws: or wss: to any host', () => {
  expect(CONTENT_SECURITY_POLICY.directives.connectSrc).toEqual(["'self'"]);
  expect(pagePolicy([])).toContain("connect-src 'self';");
});

test("a page's socket origin follows its scheme and host, and a hostile Host adds nothing", () => {
  expect(socketOrigin('https', 'portal.example')).toBe('wss://portal.example');
  expect(socketOrigin('http', 'localhost:8080')).toBe('ws://localhost:8080');
  expect(socketOrigin('http', '[::1]:8080')).toBe('ws://[::1]:8080');
  for (const host of [undefined, '', 'a.example;script-src *', 'a.example b.example', 'a/b']) {
    expect(socketOrigin('https', host), String(host)).toBeUndefined();
  }
  expect(pagePolicy(["'sha256-abc'"], 'wss://portal.example')).toContain(
    "connect-src 'self' wss://portal.example;",
  );
});
