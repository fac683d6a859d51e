import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';

import { precompress } from './build/precompress.ts';

const API_TARGET = process.env.KABINET_API ?? 'http://localhost:3001';
const proxied = ['/api', '/broadcasting', '/files', '/health'];

const VENDOR_CHUNKS: Record<string, RegExp> = {
  react: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
  mantine: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-imask|imask)[\\/]/,
  data: /node_modules[\\/](@tanstack|zustand|zod|dayjs)[\\/]/,
  icons: /node_modules[\\/]@tabler[\\/]/,
};

export default defineConfig({
  // The plugin is typed against the root (vitest's) vite while this app builds with its own.
  plugins: [
    react() as unknown as PluginOption,
    {
      name: 'kabinet-precompress',
      apply: 'build',
      writeBundle: (options) => precompress(options.dir ?? 'dist'),
    },
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
    rollupOptions: {
      output: {
        // Vendor code changes rarely: separate chunks stay cached across releases.
        manualChunks(id) {
          for (const [name, test] of Object.entries(VENDOR_CHUNKS)) if (test.test(id)) return name;
          return undefined;
        },
      },
    },
  },
});
