/**
 * Lighthouse: the Cyrillic faces every page paints first — body text (400) and the
 * headings (600, `theme.ts`) — are preloaded from index.html, so the browser fetches them beside
 * the entry instead of after the stylesheet and the first render (no late swap of the LCP text).
 */
const CRITICAL_FONTS = /^assets\/golos-text-cyrillic-wght-normal-[\w-]+\.woff2$/;

export function preloadFonts() {
  return {
    name: 'kabinet-preload-fonts',
    apply: 'build' as const,
    transformIndexHtml: {
      order: 'post' as const,
      handler(_html: string, context: { bundle?: Record<string, unknown> }) {
        return Object.keys(context.bundle ?? {})
          .filter((file) => CRITICAL_FONTS.test(file))
          .sort()
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${file}`,
              crossorigin: '',
            },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
