import * as v from 'valibot';
import { readPageData } from '../shell/page-data';

// On a host page the server lists the files of the remotes' runtime (`#portal-prefetch`): once
// the page is idle they are fetched into the cache, not run, so a first remote then starts
// without waiting for the network, and nothing competes with what the page paints first.

const PrefetchListSchema = v.array(
  // Same-origin paths only: the list is data in the page, never a way to another site.
  v.pipe(
    v.string(),
    v.check((href) => href.startsWith('/') && !href.startsWith('//')),
  ),
);

/** Adds a `<link rel="prefetch">` for each listed file; returns the files it asked for. */
export function prefetchListedFiles(document: Document): string[] {
  const files = readPageData(document, 'portal-prefetch', PrefetchListSchema) ?? [];
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.setAttribute('as', 'script');
    link.href = href;
    document.head.append(link);
  }
  return files;
}
