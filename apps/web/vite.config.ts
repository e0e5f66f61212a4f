import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The budget is measured gzip; Vite's default warning is about raw size and too noisy here.
    chunkSizeWarningLimit: 700,
    // dist/.vite/manifest.json: the diner size-budget test follows the chunk graph from it.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false, ws: true },
    },
  },
});
