// The installable app's files that the server makes rather than serves from the build: the
// web app manifest for the brand of each request. /sw.js itself is a host file, served like
// every unhashed one with `Cache-Control: no-cache`, so browsers see a new version at once.
import type { Brand } from '@portal/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WEB_MANIFEST_PATH, webManifest } from '../../host/src/pwa/web-manifest.ts';

export interface PwaRouteOptions {
  /** The brand a request is for (its host name, once brands are configured). */
  readonly brandFor: (request: FastifyRequest) => Brand;
}

export function registerPwaRoutes(app: FastifyInstance, { brandFor }: PwaRouteOptions): void {
  app.get(WEB_MANIFEST_PATH, async (request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      // The same URL answers differently per host name.
      .header('vary', 'host')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(webManifest(brandFor(request)))),
  );
}
