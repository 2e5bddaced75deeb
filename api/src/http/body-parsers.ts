import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BYTES_PER_MB, MESSAGES, requestTooLarge } from '@portal/contract';
import { HttpError } from './http-error';

// portal.md §7: bodies are JSON, multipart where files are sent (http/multipart.ts). Fastify's own
// parsers decode bytes that are not UTF-8 as U+FFFD and carry on, so a name would be stored with
// characters nobody typed; these refuse such a body instead.

/** Replaces the JSON and text parsers of the API's scope with ones that refuse bad UTF-8. */
export function useStrictBodyParsers(app: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  const unreadable = () => new HttpError(400, MESSAGES.requestUnreadable);

  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser<Buffer>(
    'application/json',
    { parseAs: 'buffer' },
    (request, body, done) => {
      if (!isUtf8(body)) return done(unreadable(), undefined);
      return parseJson(request, body.toString('utf8'), done);
    },
  );
  app.addContentTypeParser<Buffer>('text/plain', { parseAs: 'buffer' }, (_request, body, done) => {
    if (!isUtf8(body)) return done(unreadable(), undefined);
    return done(null, body.toString('utf8'));
  });
}

/**
 * What a request Fastify could not read is told, by its status: 413 the limit, 415 the types the
 * API takes, and any other (bad JSON, an empty or cut-short body) that it could not be read.
 */
export function clientErrorMessage(status: number, request: FastifyRequest): string {
  if (status === 413) {
    const limit = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 0;
    return requestTooLarge(Math.round((limit / BYTES_PER_MB) * 100) / 100);
  }
  if (status === 415) return MESSAGES.contentTypeUnsupported;
  return request.isMultipart() ? MESSAGES.uploadUnreadable : MESSAGES.requestUnreadable;
}
