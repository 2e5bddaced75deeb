import {
  Anchor,
  colorsTuple,
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/** What the theme needs of the brand the portal runs as (the platform's Brand has more). */
export interface ThemedBrand {
  readonly id: string;
}

// One palette per brand (portal.md §1: several brands). Shade 7 is the filled colour: white text
// on it, and it as text on white, keep WCAG AA (4.5:1) - Northway 7.7:1, Ridgeline 6.2:1, the
// default 10.0:1. Shade 9 on shade 1 (the light variants) is higher still.
const PALETTES: Record<string, MantineColorsTuple> = {
  // A deep teal-blue.
  northway: [
    '#e3f4f7',
    '#c3e4ec',
    '#94cfde',
    '#5fb5cc',
    '#3199b5',
    '#16809f',
    '#0b6b88',
    '#085a73',
    '#064a5f',
    '#033447',
  ],
  // A strong burnt orange.
  ridgeline: [
    '#fff0e8',
    '#ffdcc8',
    '#ffb891',
    '#ff9158',
    '#f9702b',
    '#ea5a14',
    '#c9460a',
    '#ad3a07',
    '#8f2f05',
    '#6b2303',
  ],
};

// Brands without a palette of their own (the default brand included): a neutral deep blue.
const DEFAULT_PALETTE: MantineColorsTuple = [
  '#e8effb',
  '#cbdaf5',
  '#9bb8eb',
  '#6a95df',
  '#4277d4',
  '#285fc2',
  '#1b4ea6',
  '#0b3d91',
  '#083276',
  '#05245a',
];

/** The palette's shade buttons are filled with and the header is painted in. */
const PRIMARY_SHADE = 7;

// Each brand's typeface (typefaces.css), then its metric-matched fallbacks (fallback-faces.css),
// then the system's.
const SYSTEM_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";
const TYPEFACES: Record<string, string> = {
  northway: 'Source Sans 3',
  ridgeline: 'Nunito Sans',
};
const DEFAULT_TYPEFACE = 'Public Sans';

/**
 * The brand's own colour: its palette's filled shade, which its header and buttons are painted
 * in, and so the browser's theme colour (the page's theme-color, the web app manifest).
 */
export function brandColourOf(brand: ThemedBrand): string {
  return (PALETTES[brand.id] ?? DEFAULT_PALETTE)[PRIMARY_SHADE];
}

/** The typeface a brand's pages are set in (typefaces.css has its files). */
export function typefaceOf(brand: ThemedBrand): string {
  return TYPEFACES[brand.id] ?? DEFAULT_TYPEFACE;
}

function fontStack(typeface: string) {
  return `'${typeface}', '${typeface} Fallback', '${typeface} Fallback DejaVu', ${SYSTEM_STACK}`;
}

// Mantine's status colours are filled at shade 7 and written at shade 9 on shade 1 (light
// alerts): its own red, orange, yellow, green and teal fail AA there (2.1:1 to 4.5:1). These
// darker tops keep every pair at 4.5:1 or more; shades 0-6 stay Mantine's.
function darkerTop(
  name: 'red' | 'orange' | 'yellow' | 'green' | 'teal' | 'blue',
  top: string[],
): MantineColorsTuple {
  return colorsTuple([...DEFAULT_THEME.colors[name].slice(0, 7), ...top]);
}

const STATUS_COLOURS = {
  red: darkerTop('red', ['#c92a2a', '#a51d1d', '#8a1616']),
  orange: darkerTop('orange', ['#b8440b', '#9a3a09', '#7f2f06']),
  yellow: darkerTop('yellow', ['#8f5f00', '#7a5100', '#614000']),
  green: darkerTop('green', ['#237032', '#1d5e2a', '#174b22']),
  teal: darkerTop('teal', ['#06735a', '#066049', '#054d3a']),
  blue: darkerTop('blue', ['#1864ab', '#14548f', '#104475']),
};

/**
 * Mantine's light-scheme error colour (red 6) and dimmed grey (gray 6, 3.3:1 on white) fail AA
 * for the small text they colour: the error under a field, secondary text.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Links in the brand's colour (the shade its buttons use, 4.5:1 on white), not Mantine's blue.
    '--mantine-color-anchor': 'var(--mantine-primary-color-filled)',
  },
  dark: {},
});

function createBrandTheme(palette: MantineColorsTuple, typeface: string) {
  const fontFamily = fontStack(typeface);
  return createTheme({
    colors: { ...STATUS_COLOURS, brand: palette },
    primaryColor: 'brand',
    primaryShade: PRIMARY_SHADE,
    fontFamily,
    // One type scale (a major third, 1.25) for every brand: body 1rem, headings 2 / 1.5 / 1.25 /
    // 1.125 rem. The page title (layout.css) grows from 1.75 rem on a phone to 2 rem.
    fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.25rem' },
    lineHeights: { xs: '1.4', sm: '1.45', md: '1.55', lg: '1.55', xl: '1.6' },
    headings: {
      fontFamily,
      fontWeight: '700',
      sizes: {
        h1: { fontSize: '2rem', lineHeight: '1.2' },
        h2: { fontSize: '1.5rem', lineHeight: '1.25' },
        h3: { fontSize: '1.25rem', lineHeight: '1.3' },
        h4: { fontSize: '1.125rem', lineHeight: '1.35' },
        h5: { fontSize: '1rem', lineHeight: '1.4' },
        h6: { fontSize: '0.875rem', lineHeight: '1.4' },
      },
    },
    defaultRadius: 'sm',
    // The ring shows whenever focus arrives from the keyboard (:focus-visible), on every
    // focusable component, and never flashes on a mouse click.
    focusRing: 'auto',
    cursorType: 'pointer',
    respectReducedMotion: true,
    components: {
      // A link is underlined wherever it is, not only on hover: in running text colour alone
      // does not mark it (axe: link-in-text-block), and one rule reads the same everywhere.
      Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
      // A dialog's close button is an icon: without a name a screen reader says only 'button'
      // (axe: button-name). A dialog that says more names its own. A plain object, not
      // Modal.extend: importing Modal here would put it in the shell's first script on every page.
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    },
  });
}

// Built once at import: themes are plain objects (nothing here touches `window`, so the server
// renders with the same module).
const THEMES = new Map(
  Object.entries(PALETTES).map(([id, palette]) => [
    id,
    createBrandTheme(palette, TYPEFACES[id] ?? DEFAULT_TYPEFACE),
  ]),
);
const FALLBACK_THEME = createBrandTheme(DEFAULT_PALETTE, DEFAULT_TYPEFACE);

/** The Mantine theme for a brand: its own palette, or the default one for an unknown brand. */
export function themeFor(brand: ThemedBrand) {
  return THEMES.get(brand.id) ?? FALLBACK_THEME;
}
