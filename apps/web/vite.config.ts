import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { eagerFirstLoad } from './vite/eager-first-load';

const DINER_DIR = fileURLToPath(new URL('./src/diner/', import.meta.url));
const SIGN_IN_DIR = fileURLToPath(new URL('./src/sign-in/', import.meta.url));
const SHARED_UI_DIR = fileURLToPath(new URL('./src/ui/', import.meta.url));
/** Components shared by the diner and the back office (the bill, its QR and receipt). */
const SHARED_DIRS = [SHARED_UI_DIR, fileURLToPath(new URL('./src/bill/', import.meta.url))];
const DINER_I18N = fileURLToPath(new URL('./src/diner/lib/i18n.ts', import.meta.url));
/** Marks a shared component instantiated for the diner (a separate module from the back office's copy). */
const DINER_QUERY = '?diner';

const PREACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};

/**
 * The guest's table page runs on Preact (React's API in a tenth of the bytes); the back office
 * keeps React with its component libraries. Both live in one build: modules under src/diner/
 * (and shared UI components they import, loaded as separate diner instances) get Preact for
 * `react`, and the diner's small i18n for `react-i18next`. The staff sign-in page (src/sign-in/)
 * runs on Preact the same way, so nobody downloads React before signing in.
 */
function dinerOnPreact(): Plugin {
  const inDiner = (importer: string | undefined) =>
    !!importer && (importer.startsWith(DINER_DIR) || importer.startsWith(SIGN_IN_DIR) || importer.endsWith(DINER_QUERY));
  return {
    name: 'diner-on-preact',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!inDiner(importer)) return null;
      const preact = PREACT[source];
      if (preact) return this.resolve(preact, importer, { ...options, skipSelf: true });
      if (source === 'react-i18next') return DINER_I18N;
      if (source.startsWith('.')) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (resolved && SHARED_DIRS.some((dir) => resolved.id.startsWith(dir)) && resolved.id.endsWith('.tsx')) return `${resolved.id}${DINER_QUERY}`;
        return resolved;
      }
      return null;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // Fast Refresh is React's; the diner's Preact modules reload the page instead.
  plugins: [
    dinerOnPreact(),
    react({ exclude: [/\/src\/diner\//, /\/src\/sign-in\//, /\?diner$/] }),
    tailwindcss(),
    eagerFirstLoad([fileURLToPath(new URL('./src/diner/boot.tsx', import.meta.url)), fileURLToPath(new URL('./src/sign-in/boot.tsx', import.meta.url))]),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The budget is measured gzip; Vite's default warning is about raw size and too noisy here.
    chunkSizeWarningLimit: 700,
    // dist/.vite/manifest.json: the diner size-budget test follows the chunk graph from it.
    manifest: true,
    // Small modules shared by the table page, the sign-in page and the back office are copied into
    // the chunks that use them (one module state kept across the copies) instead of each being a
    // file of its own: the table page started with 16 requests for its code; on a phone's
    // connection each costs a round trip. Styles stay in their own files. (The server's bundle
    // keeps its entry's exports and its chunks as they are.)
    rolldownOptions: isSsrBuild
      ? {}
      : {
          preserveEntrySignatures: false,
          output: {
            codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: /\.(css)(\?|$)/ } },
          },
        },
  },
  // The server's drawing of the table page (src/diner/ssr.tsx, built into dist/.ssr): one file
  // with Preact and the page's code, so it runs with the server's own node_modules or none.
  ssr: { noExternal: true },
  publicDir: isSsrBuild ? false : 'public',
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false, ws: true },
    },
  },
}));
