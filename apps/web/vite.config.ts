import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { webManifest } from './build/pwa-manifest.ts';
import { precompress } from './build/precompress.ts';
import { preloadFonts } from './build/preload-fonts.ts';
import { sizeReport } from './build/size-report.ts';

const API_TARGET = process.env.KABINET_API ?? 'http://localhost:3001';
const proxied = ['/api', '/broadcasting', '/files', '/health'];

const REACT = /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
const LOGIN_PAGE = /src[\\/]features[\\/]auth[\\/]pages[\\/]login-page\.tsx$/;
const LOGIN_ONLY =
  /src[\\/]features[\\/]auth[\\/](pages[\\/]login-page\.tsx|components[\\/]auth-layout)|components[\\/]PasswordInput[\\/]/;
const SIGNED_IN_LAYOUT = /src[\\/]app[\\/]shell[\\/]app-shell\.tsx$/;

export default defineConfig({
  // The plugin is typed against the root (vitest's) vite while this app builds with its own.
  plugins: [
    react() as unknown as PluginOption,
    // The manifest (installable) and /sw.js built from src/sw/sw.ts with the shell's
    // files listed in it (injectManifest: our own worker keeps the push handlers).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webManifest,
      includeManifestIcons: true,
      injectManifest: {
        // index.html, the entry's own files (the login page and the signed-in shell open from
        // them), the Cyrillic font and the icons: what an offline start needs, ~0.5 MB.
        globPatterns: [
          'index.html',
          'favicon.svg',
          'icons/*.png',
          'assets/{index,rolldown-runtime,web,react,login,login-page,shell}-*.{js,css}',
          'assets/golos-text-{cyrillic,latin,latin-ext}-wght-*.woff2',
        ],
      },
    }) as unknown as PluginOption,
    preloadFonts(),
    {
      name: 'kabinet-precompress',
      apply: 'build',
      writeBundle: (options) => precompress(options.dir ?? 'dist'),
    },
    // `npm run size`: the JavaScript each route loads, against the standard's budgets.
    sizeReport(import.meta.dirname, process.env.KABINET_SIZE),
  ],
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(
        proxied.map((path) => [path, { target: API_TARGET, changeOrigin: true }]),
      ),
      '/socket.io': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      // Chunks are only ever imported by this app (required by the common-chunk inlining below).
      preserveEntrySignatures: false,
      output: {
        // Every JavaScript file costs its response headers (~0.8 KiB: nosniff, CORP, HSTS, caching),
        // so the split aims at few files per route (docs/testing.md «JavaScript budgets»).
        codeSplitting: {
          groups: [
            // Changes rarely: stays cached across releases.
            { name: 'react', test: REACT, priority: 3 },
            // What the entry needs (providers, router, guards, HTTP client) in one file.
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The login page's own modules (not their imports): signed-in pages never load them.
            {
              name: 'login-page',
              test: LOGIN_ONLY,
              includeDependenciesRecursively: false,
              priority: 1.7,
            },
            // Everything else the login page imports, so that nothing of the shell reaches it; the
            // shell then takes the inputs and layout parts it shares from here.
            { name: 'login', test: LOGIN_PAGE, priority: 1.5 },
            // The signed-in layout with everything it imports (realtime, zod, menus): every
            // signed-in page loads it anyway, so pages import their shared parts from it.
            { name: 'shell', test: SIGNED_IN_LAYOUT, priority: 1 },
          ],
          // Small chunks that pages share are copied into them rather than fetched apart (a
          // registry in the runtime keeps one module state across copies); styles stay files.
          experimentalInlineCommonChunks: {
            maxSize: 64 * 1024,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
        },
      },
    },
  },
});
