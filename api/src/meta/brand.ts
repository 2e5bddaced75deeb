import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { findPortal, type PortalRow } from './store';

// The brand a request comes from: every call sends its portal id as `X-Portal` (DESIGN.md
// "Data"). Brand details and brand-specific content are read from the portals table by it; a
// request without the header, or with an id the API does not know, is answered as the default
// brand's, so a misconfigured page still shows a working portal.

export const DEFAULT_PORTAL = 'northway';

/** The portal id the request names in `X-Portal`, if any. */
export function portalHeader(request: FastifyRequest): string | undefined {
  const header = request.headers['x-portal'];
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim().toLowerCase() || undefined;
}

/** The requesting brand: the one `X-Portal` names, else the default brand. */
export function requestPortal(db: Db, request: FastifyRequest): PortalRow {
  const named = portalHeader(request);
  const portal = (named && findPortal(db, named)) || findPortal(db, DEFAULT_PORTAL);
  if (!portal) throw new Error(`The default brand '${DEFAULT_PORTAL}' is not in the database`);
  return portal;
}
