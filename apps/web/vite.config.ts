import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';

import { precompress } from './build/precompress.ts';
import { sizeReport } from './build/size-report.ts';

const API_TARGET = process.env.KABINET_API ?? 'http://localhost:3001';
const proxied = ['/api', '/broadcasting', '/files', '/health'];

const REACT = /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;

export default defineConfig({
  // The plugin is typed against the root (vitest's) vite while this app builds with its own.
  plugins: [
    react() as unknown as PluginOption,
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
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT, priority: 3 },
            { name: 'app', tags: ['$initial'], priority: 2 },
          ],
          experimentalInlineCommonChunks: { maxSize: Number(process.env.INLINE ?? 16384) },
        },
      },
    },
  },
});
