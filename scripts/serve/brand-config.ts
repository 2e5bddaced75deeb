// Which brand each request is served as (portal.md §1: several brands share the portal). Ops set
// the host names in PORTAL_BRAND_HOSTS (JSON, host name to brand id); a host whose first label
// is a brand id needs no entry (ridgeline.localhost). PORTAL_BRAND serves every host as one
// brand, for development on a bare localhost.
import {
  BRANDS,
  brandForHost,
  isBrandId,
  type Brand,
  type BrandHosts,
} from '../../host/src/brands/brands.ts';

export interface BrandConfig {
  /** Every request is this brand, whatever its host name. */
  readonly only?: string;
  readonly hosts?: BrandHosts;
}

export function brandConfigFromEnv(env: NodeJS.ProcessEnv = process.env): BrandConfig {
  const only = env['PORTAL_BRAND']?.trim();
  if (only && !isBrandId(only)) {
    throw new Error(
      `PORTAL_BRAND '${only}' is no brand. Brands: ${Object.keys(BRANDS).join(', ')}.`,
    );
  }
  const hosts = env['PORTAL_BRAND_HOSTS'] ? parseHosts(env['PORTAL_BRAND_HOSTS']) : undefined;
  return { only, hosts };
}

function parseHosts(text: string): BrandHosts {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('PORTAL_BRAND_HOSTS must be a JSON object of host name to brand id.');
  }
  const hosts: Record<string, string> = {};
  for (const [host, id] of Object.entries(parsed)) {
    if (typeof id !== 'string' || !isBrandId(id)) {
      throw new Error(`PORTAL_BRAND_HOSTS names '${String(id)}' for ${host}, which is no brand.`);
    }
    hosts[host.toLowerCase()] = id;
  }
  return hosts;
}

export function brandOfRequest(config: BrandConfig, hostname: string): Brand {
  if (config.only && isBrandId(config.only)) return BRANDS[config.only];
  return brandForHost(hostname, config.hosts);
}
