import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@portal/contract';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import { findPortal, type PortalRow } from './store';

// The brand a request comes from: every call sends its portal id as `X-Portal` (portal.md §1,
// §7; DESIGN.md "Data"). A call without it, or naming a brand the API does not know, is a 400
// (app.ts checks it before any route runs), so every route reads the same brand the same way.

/** The portal id `X-Portal` names, if any: trimmed and lower-cased, as every portal id is. */
export function portalHeader(request: FastifyRequest): string | undefined {
  const header = request.headers['x-portal'];
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim().toLowerCase() || undefined;
}

/** The requesting brand; 400 without `X-Portal` or for an id that names no brand. */
export async function requestPortal(db: Db, request: FastifyRequest): Promise<PortalRow> {
  const named = portalHeader(request);
  if (!named) throw new HttpError(400, MESSAGES.portalRequired);
  const portal = await findPortal(db, named);
  if (!portal) throw new HttpError(400, MESSAGES.portalUnknown);
  return portal;
}
