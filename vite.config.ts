import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The SPA is built into dist/web; the Fastify server serves it with history fallback.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
