import type { Brand } from '@portal/platform';
import { brandColourOf } from '@portal/ui';

// The web app manifest (portal.md §1: the portal is installable), made per brand: each brand's
// portal installs under its own name and colours. The server answers /manifest.webmanifest with
// it for the brand of the request (scripts/serve/pwa-routes.ts).

export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

export interface ManifestLook {
  readonly backgroundColour: string;
  /** A square icon of the brand; an SVG serves every size. */
  readonly icon: { readonly src: string; readonly type: string };
}

// The shell's own look (styles.css) until brands carry theirs. The theme colour is the brand's
// own already: the colour of its header, as the page's theme-color has it (scripts/serve).
export const DEFAULT_LOOK: ManifestLook = {
  backgroundColour: '#f4f6f9',
  icon: { src: '/favicon.svg', type: 'image/svg+xml' },
};

export function webManifest(brand: Brand, look: ManifestLook = DEFAULT_LOOK) {
  return {
    id: '/',
    name: brand.label,
    short_name: brand.label,
    description: `Your ${brand.label} policies, documents and payments in one place.`,
    lang: 'en-GB',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: brandColourOf(brand),
    background_color: look.backgroundColour,
    icons: [
      { src: look.icon.src, type: look.icon.type, sizes: 'any', purpose: 'any' },
      { src: look.icon.src, type: look.icon.type, sizes: 'any', purpose: 'maskable' },
    ],
  };
}
