// Every redirect the portal follows from a value someone else wrote - the login and maintenance
// pages' `target`, the way back after the agreements, a server's Location - is a path on this
// site (portal.md §2, §4), decided here and nowhere else: an absolute or protocol-relative URL
// would make the portal an open redirect.

// Only a base to resolve against: a path never leaves it, whatever the real origin is.
const BASE = 'https://portal.invalid';

// Control characters (the URL parser drops tabs and newlines, so '/\t/host' becomes '//host'),
// and backslashes, which browsers read as '/' in a URL.
// eslint-disable-next-line no-control-regex -- finding control characters is its purpose
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f\\]/;

/** The path with its escapes undone, over and over, until nothing changes; null if broken. */
function fullyDecoded(path: string): string | null {
  let current = path;
  // Enough for any double- or triple-encoded '%252F'; a deeper nesting is refused.
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * Whether a path stays on this site as it is, once resolved ('/a/../..//host' resolves to
 * '//host'), and once its escapes are undone ('/%2F%2Fhost', '/%5Chost'): a proxy or a server
 * further on may decode it before it is followed.
 */
function staysHere(path: string): boolean {
  const decoded = fullyDecoded(path);
  if (decoded === null) return false;
  return [path, decoded].every((candidate) => {
    if (!candidate.startsWith('/') || candidate.startsWith('//')) return false;
    if (UNSAFE_CHARACTER.test(candidate)) return false;
    const resolved = new URL(candidate, BASE);
    return resolved.origin === BASE && !resolved.pathname.startsWith('//');
  });
}

/**
 * The path, query and hash of `value`, normalised ('/a/../b' is '/b'), when it is a path on this
 * site; else null. The checks hold for the normalised path that is returned, not only for the
 * text given: '/.//elsewhere.example' normalises to '//elsewhere.example' and is refused.
 * '/policies/12?tab=inbox' stays as it is; 'https://elsewhere.example/', '//elsewhere.example',
 * '/\elsewhere.example', '/%2F%2Felsewhere.example' and 'javascript:...' are refused.
 */
export function sameOriginPath(value: string | null | undefined): string | null {
  if (!value || UNSAFE_CHARACTER.test(value)) return null;
  if (!staysHere(value.split(/[?#]/, 1)[0] ?? '')) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || !staysHere(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
