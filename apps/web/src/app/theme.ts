// One variable file per alphabet carries every weight — a phone decodes two fonts on
// its first layout instead of up to eight (four weights × Cyrillic and Latin); the subsets are
// fetched by unicode-range, so the Cyrillic-extended one only where such letters appear.
import '@fontsource-variable/golos-text/wght.css';

import { BREAKPOINTS } from '@kabinet/domain/shared';
import {
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  rem,
} from '@mantine/core';

// A calm petrol blue: trustworthy without the "bank blue" of every competitor.
const brand: MantineColorsTuple = [
  '#e8f4f7',
  '#d3e6ec',
  '#a5cbd8',
  '#73afc3',
  '#4b97b1',
  '#3188a6',
  '#2280a1',
  '#126d8c',
  '#00617e',
  '#00546f',
];

/**
 * Mantine's red with its darker half shifted down: filled buttons use the primary shade (7) of
 * every colour, and Mantine's red-7 (#f03e3e) under white text is 3.8:1, below WCAG AA. Here
 * shade 7 is #c92a2a (5.5:1) in light and dark schemes alike, and 8 (the filled hover) darker
 * still, so no destructive button needs a colour of its own.
 */
export const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#f03e3e',
  '#c92a2a',
  '#b02525',
  '#962020',
];

const FONT_STACK =
  "'Golos Text Variable', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const toEm = (px: number) => `${px / 16}em`;

export const theme = createTheme({
  primaryColor: 'brand',
  // Shade 7 in both: white on it is 5.6:1 (dark's shade 5 was 3.9:1, below WCAG AA).
  primaryShade: { light: 7, dark: 7 },
  colors: { brand, red },
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: '600' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // SPEC §9 breakpoints (sm 600, md 1024, lg 1440, xl 1920); xs is Mantine's own.
  breakpoints: {
    xs: '36em',
    sm: toEm(BREAKPOINTS.sm),
    md: toEm(BREAKPOINTS.md),
    lg: toEm(BREAKPOINTS.lg),
    xl: toEm(BREAKPOINTS.xl),
  },
  fontSizes: { md: rem(15) },
  components: {
    Button: { defaultProps: { fw: 500 } },
    Paper: { defaultProps: { radius: 'lg' } },
    Card: { defaultProps: { radius: 'lg' } },
    // A loader is named («Загрузка актов»), and a name needs a role: a bare span with aria-label
    // is axe's aria-prohibited-attr. As a status, screen readers also hear that it is loading.
    Loader: { defaultProps: { role: 'status' } },
    // A dialog's title bar is Mantine's <header>: axe counts it as a second page banner
    // (landmark-no-duplicate-banner) beside the app's header. The dialog is named by its title.
    Modal: { defaultProps: { attributes: { header: { role: 'none' } } } },
    Drawer: { defaultProps: { attributes: { header: { role: 'none' } } } },
  },
});

/**
 * WCAG AA (4.5:1) text on light surfaces. Mantine's defaults for secondary text (gray-6,
 * 3.3:1) and for coloured text and light badges (shade 6, about 2.5–3.5:1) fail axe's
 * color-contrast on white; each colour's text here is its first shade of 7–9 that reaches 4.8:1
 * on white and 4.5:1 on gray-1 (darkened where none does: yellow, orange). Dark surfaces keep
 * Mantine's light shades, with dimmed text lifted from 4.0:1 to 6:1.
 */
const READABLE_TEXT: Record<string, string> = {
  brand: '#00617e',
  gray: '#495057',
  red: '#c92a2a',
  pink: '#c2255c',
  grape: '#9c36b5',
  violet: '#7048e8',
  indigo: '#3b5bdb',
  blue: '#1864ab', // blue-8 is 4.4:1 on its own light badge background
  cyan: '#0b7285',
  teal: '#077252',
  green: '#277c38',
  lime: '#4a760a',
  yellow: '#a15300',
  orange: '#c3410e',
};

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c646d',
    // Field errors (Mantine's red-6 is 3.3:1 on white; red-8 on dark surfaces about 3.7:1).
    '--mantine-color-error': '#c92a2a',
    ...Object.fromEntries(
      Object.entries(READABLE_TEXT).flatMap(([color, text]) => [
        [`--mantine-color-${color}-text`, text],
        [`--mantine-color-${color}-light-color`, text],
      ]),
    ),
  },
  dark: {
    '--mantine-color-dimmed': '#a6a6a6',
    '--mantine-color-error': '#ff8787',
    // Links: the primary shade 7 is 2.9:1 on the dark body; brand-3 is 6.3:1.
    '--mantine-color-anchor': '#73afc3',
  },
});
