import { expect, test } from 'vitest';
import { escapeHtml } from './html';

test('the five characters that mean something in HTML are written as entities', () => {
  expect(escapeHtml('&')).toBe('&amp;');
  expect(escapeHtml('<')).toBe('&lt;');
  expect(escapeHtml('>')).toBe('&gt;');
  expect(escapeHtml('"')).toBe('&quot;');
  expect(escapeHtml("'")).toBe('&#39;');
});

test('a stored script stays text, in an element or in an attribute', () => {
  expect(escapeHtml('<script>alert("x")</script>')).toBe(
    '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;',
  );
  expect(escapeHtml(`" onmouseover="alert(1)`)).toBe('&quot; onmouseover=&quot;alert(1)');
  expect(escapeHtml(`' autofocus onfocus='alert(1)`)).toBe('&#39; autofocus onfocus=&#39;alert(1)');
  expect(escapeHtml('</title><img src=x onerror=alert(1)>')).toBe(
    '&lt;/title&gt;&lt;img src=x onerror=alert(1)&gt;',
  );
});

test('an ampersand is escaped once, so text that looks like an entity is shown as typed', () => {
  expect(escapeHtml('&lt;b&gt;')).toBe('&amp;lt;b&amp;gt;');
  expect(escapeHtml('Tom & Jo')).toBe('Tom &amp; Jo');
  expect(escapeHtml('&&')).toBe('&amp;&amp;');
});

test('everything else is kept as it is', () => {
  expect(escapeHtml('')).toBe('');
  expect(escapeHtml('Mrs Ó Súilleabháin, 12 Hill St. £1,200 🚗')).toBe(
    'Mrs Ó Súilleabháin, 12 Hill St. £1,200 🚗',
  );
  expect(escapeHtml('$1 $$ $`')).toBe('$1 $$ $`');
  expect(escapeHtml('line one\nline two\t`code`')).toBe('line one\nline two\t`code`');
});
