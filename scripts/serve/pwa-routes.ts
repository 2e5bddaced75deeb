// The installable app's files that the server makes rather than serves from the build: the
// web app manifest for the brand of each request. /sw.js itself is a host file, served like
// every unhashed one with `Cache-Control: no-cache`, so browsers see a new version at once.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WEB_MANIFEST_PATH, webManifest } from '../../host/src/pwa/web-manifest.ts';

/** The brand record the host has (@portal/platform's Brand). */
export type ManifestBrand = Parameters<typeof webManifest>[0];

export interface PwaRouteOptions {
  /** The brand a request is for (its host name, once brands are configured). */
  readonly brandFor: (request: FastifyRequest) => ManifestBrand;
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
