import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress.ts';
import { precompressServiceWorker, pwaOptions } from './src/pwa/build-options.ts';

// In development the API, sockets and media come from the server on :3000 so that cookies and
// the SPA share one origin, exactly as in production where the server serves dist/.
const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), VitePWA(pwaOptions), precompress(), precompressServiceWorker()],
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/socket.io': { target: backend, changeOrigin: true, ws: true },
      '/media': { target: backend, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in production: they would publish the whole source and weigh more than the app.
    sourcemap: false,
    // .vite/manifest.json maps each source module to its chunks; the bundle budget test reads it.
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than app code: separate chunks stay cached across deploys.
        // React and the router are all the landing page needs; the query layer comes with the first
        // screen that fetches, the sockets only with the signed-in app.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'socket', test: /node_modules[\\/](socket\.io-\w+|engine\.io-\w+|@socket\.io)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The progress chart's library arrives only with the chart screen.
            { name: 'uplot', test: /node_modules[\\/]uplot[\\/]/ },
            // Vite's preload helper, which every dynamic import uses, in a tiny chunk of its own:
            // otherwise it lands in whichever group first imports it (the native plugins' below),
            // and the landing page would download that group.
            { name: 'preload', test: /preload-helper/ },
            // The password strength estimator and its dictionaries: only the new-password forms load
            // it, once the user types.
            { name: 'zxcvbn', test: /node_modules[\\/](@zxcvbn-ts[\\/]|fastest-levenshtein)/ },
            // Native plugins load only inside the wrapper (src/native/native-boot.ts), never in a browser.
            { name: 'capacitor', test: /node_modules[\\/]@capacitor(-firebase)?[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
