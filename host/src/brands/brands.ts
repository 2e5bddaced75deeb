export type { Brand } from '@portal/platform';
import type { Brand } from '@portal/platform';

// The brands the portal runs as (portal.md §1: label, legal name, regulator number, contact
// number) and which host name serves which. The provider keeps the same records on its side;
// scripts/serve/brands.test.ts checks the reference API's seed agrees with these.

export const BRANDS = {
  northway: {
    id: 'northway',
    label: 'Northway Motor Insurance',
    legalName: 'Northway Insurance Services Limited',
    regulatorNumber: '612345',
    contactNumber: '0306 999 0123',
  },
  ridgeline: {
    id: 'ridgeline',
    label: 'Ridgeline Bike Insurance',
    legalName: 'Ridgeline Motorcycle Insurance Limited',
    regulatorNumber: '734512',
    contactNumber: '0306 999 0456',
  },
} as const satisfies Record<string, Brand>;

export type BrandId = keyof typeof BRANDS;

/** A host name no rule names is served as this brand. */
export const DEFAULT_BRAND: Brand = BRANDS.northway;

export function isBrandId(id: string): id is BrandId {
  return Object.hasOwn(BRANDS, id);
}

/** Host name to brand id, e.g. `{ 'portal.ridgeline.example': 'ridgeline' }`. */
export type BrandHosts = Readonly<Record<string, string>>;

/**
 * The brand a host name serves: an exact entry of `hosts` first, then a first label that names
 * a brand (`ridgeline.localhost`, `ridgeline.portal.example`), else the default brand.
 */
export function brandForHost(hostname: string, hosts: BrandHosts = {}): Brand {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  const mapped = hosts[name];
  if (mapped && isBrandId(mapped)) return BRANDS[mapped];
  const [first = ''] = name.split('.');
  return isBrandId(first) ? BRANDS[first] : DEFAULT_BRAND;
}

/** The page's brand: the one the server chose (`#portal-brand`), else by the page's host name. */
export function pageBrand(document: Document): Brand {
  const chosen = document.getElementById('portal-brand')?.textContent;
  try {
    const id: unknown = chosen ? JSON.parse(chosen) : null;
    if (typeof id === 'string' && isBrandId(id)) return BRANDS[id];
  } catch {
    // A malformed tag: the host name decides, as on a page the server did not render.
  }
  return brandForHost(document.location.hostname);
}
