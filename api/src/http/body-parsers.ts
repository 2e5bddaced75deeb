import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BYTES_PER_MB, MESSAGES, requestTooDeep, requestTooLarge } from '@portal/contract';
import { HttpError } from './http-error';

// portal.md §7: bodies are JSON, multipart where files are sent (http/multipart.ts); anything
// else, text included, is a 415 (api/README.md "Answers"). Fastify's own JSON parser decodes
// bytes that are not UTF-8 as U+FFFD and carries on, so a name would be stored with characters
// nobody typed; this one refuses such a body instead.

/**
 * The deepest a body of ours nests is a handful of levels (a change's lists of objects); 32
 * leaves room, and stops thousands of levels before they reach the code that walks a body.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether JSON text nests objects and lists deeper than `max`, told without parsing it. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x7d || code === 0x5d) depth -= 1;
  }
  return false;
}

/** 400: a body nested deeper than MAX_JSON_DEPTH. */
export function tooDeep(): HttpError {
  return new HttpError(400, requestTooDeep(MAX_JSON_DEPTH));
}

/** Replaces the JSON parser of the API's scope with one that refuses bad UTF-8 and deep nesting. */
export function useStrictBodyParsers(app: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  const unreadable = () => new HttpError(400, MESSAGES.requestUnreadable);

  // Without a parser of its own, text is refused with the 415 of every other type.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser<Buffer>(
    'application/json',
    { parseAs: 'buffer' },
    (request, body, done) => {
      if (!isUtf8(body)) return done(unreadable(), undefined);
      const text = body.toString('utf8');
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(tooDeep(), undefined);
      return parseJson(request, text, done);
    },
  );
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
