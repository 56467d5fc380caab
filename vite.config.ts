import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Small modules that the first page needs and lazy screens share: left alone, each becomes its
// own tiny chunk (one more request, and worse compression than inside the vendor chunk).
const FIRST_LOAD_SHARED = [
  'vite/preload-helper',
  '/src/app/config.ts',
  '/src/app/notify.ts',
  '/src/app/inspect.ts',
  '/src/app/session-store.ts',
  '/src/app/use-session.ts',
  '/src/app/start-listing.ts',
  '/src/app/shell-context.ts',
  '/src/components/plan-card',
  '/src/components/plan-catalogue.ts',
  '/src/app/layout/brand-logo',
  '/src/screens/errors/error-shell',
  '/src/screens/landing/faq-section.module.css',
];

// The SPA is built into dist/web; the Fastify server serves it with history fallback.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      output: {
        // The libraries every page needs travel in one chunk with the entry: many small files cost
        // more to compress and to request than one, and route chunks stay small on their own.
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|react-router|react-router-dom|scheduler|xstate)\//.test(id)) return 'vendor';
          if (FIRST_LOAD_SHARED.some((path) => id.includes(path))) return 'vendor';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
