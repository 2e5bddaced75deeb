import { sameOriginPath } from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';

// Every Location the server answers is a path on this site, decided by `sameOriginPath`, the
// rule the portal's pages follow too (issue 38, item 3): a request's own URL can be
// '//elsewhere.example/login' or '/\elsewhere.example', which a browser follows off the site.

/** A 303 to `path` once it is checked and normalised; a path off the site is our bug, a 500. */
export function redirectWithin(reply: FastifyReply, path: string): FastifyReply {
  const checked = sameOriginPath(path);
  if (checked === null) throw new Error(`A redirect off the site was refused: ${path}`);
  return reply.redirect(checked, 303);
}

export interface PageFormPostsOptions {
  /** Whether a path is one of the portal's pages, rather than a file or an API call. */
  readonly isPage: (pathname: string) => boolean;
}

/**
 * A form the server rendered (the login form) that is sent before the page's script has taken
 * it over is posted, not put in the address (`method="post"`): its fields are drained unread,
 * and the browser is sent back to the page, which then has its script. A URL that is no path on
 * this site is no page of ours: 404, never a Location that leaves the site.
 */
export async function pageFormPosts(
  pages: FastifyInstance,
  opts: PageFormPostsOptions,
): Promise<void> {
  pages.removeAllContentTypeParsers();
  pages.addContentTypeParser('*', (_request, payload, done) => {
    payload.resume();
    done(null);
  });
  pages.post('/*', async (request, reply) => {
    const page = sameOriginPath(request.url);
    if (page === null || !opts.isPage(page.split(/[?#]/, 1)[0] ?? '/')) {
      reply.callNotFound();
      // Returning the reply (a thenable) waits for the 404 instead of answering `undefined`.
      return reply;
    }
    return reply.redirect(page, 303);
  });
}
