import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/** Writes .br and .gz beside every text asset so the server sends pre-compressed files. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'visaready-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // Also called when the build failed; the error that matters is reported elsewhere.
      if (!fs.existsSync(outDir)) return;
      for (const entry of fs.readdirSync(outDir, { recursive: true })) {
        const file = path.join(outDir, String(entry));
        if (!COMPRESSIBLE.test(file) || !fs.statSync(file).isFile()) continue;
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(content, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
        );
      }
    },
  };
}

/**
 * The installable app: a web app manifest and a Workbox service worker (registered by src/lib/installable-app.ts after
 * load). The shell's scripts, styles and icons are precached; pages are always fetched, and when the network fails
 * the precached offline page says that an interview needs a connection; API calls always go to the network.
 */
const installableApp = VitePWA({
  injectRegister: false,
  registerType: 'autoUpdate',
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'VisaReady',
    short_name: 'VisaReady',
    description: 'Practise your US visa interview with an AI interviewer: questions read aloud, answers transcribed live and scored.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0b2a6f',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css}', 'offline.html', 'favicon.svg', 'icons/*.png', 'media/hero-poster.webp'],
    navigateFallback: null,
    inlineWorkboxRuntime: true,
    runtimeCaching: [
      { urlPattern: ({ url }) => url.pathname.startsWith('/api/'), handler: 'NetworkOnly' },
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/offline.html' } },
      },
    ],
  },
});

const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), installableApp, precompress()],
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: false },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, ws: true, changeOrigin: false } },
  },
});
