/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { SECURITY_HEADERS } from './src/deploy/securityHeaders.ts';

// The dev server proxies API paths to the emulator so the browser sees one origin,
// exactly as the recommended production deployment does.
// The emulator serves the API at its root, like the real provider, so `/api` is stripped.
const emulatorUrl = process.env.EMULATOR_URL ?? 'http://127.0.0.1:8787';
const proxy = {
  '/api': { target: emulatorUrl, ws: true, rewrite: (path: string) => path.replace(/^\/api(?=\/|$)/, '') || '/' },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { host: '127.0.0.1', port: Number(process.env.CONSOLE_PORT ?? 5173), strictPort: true, proxy },
  // The preview serves the build as a deployment does, with its security headers (the nginx site sends the same).
  preview: {
    host: '127.0.0.1',
    port: Number(process.env.CONSOLE_PORT ?? 4173),
    strictPort: true,
    proxy,
    headers: { ...SECURITY_HEADERS },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // The first route in four files instead of eleven. Left alone, Rolldown cuts every module the
        // first route shares with a lazy route into its own chunk, so a first visit fetched nine
        // files of 0.1–2 KiB beside the two big ones. Only modules of the first route ('$initial')
        // are grouped; lazy routes keep their automatic chunks. The libraries get a chunk of their
        // own, which stays cached from one release of the console to the next.
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 2 },
            { name: 'shared', tags: ['$initial'], minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
