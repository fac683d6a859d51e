import '@fontsource/golos-text/cyrillic-400.css';
import '@fontsource/golos-text/cyrillic-500.css';
import '@fontsource/golos-text/cyrillic-600.css';
import '@fontsource/golos-text/cyrillic-700.css';
import '@fontsource/golos-text/latin-400.css';
import '@fontsource/golos-text/latin-500.css';
import '@fontsource/golos-text/latin-600.css';
import '@fontsource/golos-text/latin-700.css';

import { BREAKPOINTS } from '@kabinet/domain/shared';
import { createTheme, type MantineColorsTuple, rem } from '@mantine/core';

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

const FONT_STACK =
  "'Golos Text', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const toEm = (px: number) => `${px / 16}em`;

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
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
  },
});
