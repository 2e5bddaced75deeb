// A `target` query value is only ever followed as a path on this site (portal.md §2, §4): an
// absolute or protocol-relative URL would make the portal an open redirect.

/**
 * The path, query and hash of `value` when it is a path on `origin`, else null.
 * '/policies/12?tab=inbox' stays as it is; 'https://elsewhere.example/', '//elsewhere.example'
 * and 'javascript:...' are refused.
 */
export function sameOriginPath(value: string | null | undefined, origin: string): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  return url.pathname + url.search + url.hash;
}
