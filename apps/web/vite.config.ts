import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Manifest, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { PrerenderedPage } from './src/prerender/render-page';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/** Writes `file`.gz and `file`.br (best compression) beside a text asset of 1 KB or more. */
function writeCompressedCopies(file: string, content: Buffer) {
  if (content.length < 1024) return;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  );
}

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
        writeCompressedCopies(file, fs.readFileSync(file));
      }
    },
  };
}

const PRERENDER_ENTRY = 'src/prerender/render-page.tsx';
/** A prerendered page's own small entry, which loads the app after first paint. */
const PRERENDERED_PAGE_ENTRY = 'src/prerendered-main.ts';

/** Every stylesheet a chunk needs, through its static imports. */
function stylesOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Prerender: ${key} is not in the build manifest`);
  if (seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((imported) => stylesOf(manifest, imported, seen))];
}

/** The files of a chunk's static imports, which load with it. */
function importsOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  return (manifest[key]?.imports ?? []).flatMap((imported) => {
    if (seen.has(imported)) return [];
    seen.add(imported);
    return [manifest[imported]?.file ?? '', ...importsOf(manifest, imported, seen)];
  });
}

function replaceOnce(html: string, pattern: RegExp | string, replacement: string) {
  const replaced = html.replace(pattern, () => replacement);
  if (replaced === html) throw new Error(`Prerender: ${pattern} not found in index.html`);
  return replaced;
}

/**
 * A prerendered page: index.html with the page's markup in #root, every stylesheet it needs linked (so it paints
 * in full without a script), and only the small prerendered-page entry instead of the app's scripts.
 */
function prerenderedHtml(template: string, manifest: Manifest, page: PrerenderedPage, markup: string) {
  const entry = manifest[PRERENDERED_PAGE_ENTRY];
  if (!entry) throw new Error(`Prerender: ${PRERENDERED_PAGE_ENTRY} is not in the build manifest`);
  const styles = new Set([...stylesOf(manifest, 'index.html'), ...stylesOf(manifest, page.module)]);
  // React writes the preloads it finds (the hero poster's, at high priority) ahead of the markup: they belong in the head.
  const preloads = markup.match(/^(?:<link [^>]*\/>)*/)?.[0] ?? '';
  const head = [
    ...(preloads.match(/<link [^>]*\/>/g) ?? []),
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...importsOf(manifest, PRERENDERED_PAGE_ENTRY).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    `<script type="module" crossorigin src="/${entry.file}"></script>`,
  ];
  let html = template
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="(?:modulepreload|stylesheet)"[^>]*>/g, '');
  html = replaceOnce(html, '</head>', `  ${head.join('\n    ')}\n  </head>`);
  html = replaceOnce(html, '<div id="root"></div>', `<div id="root">${markup.slice(preloads.length)}</div>`);
  if (page.title) html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${page.title}</title>`);
  return html;
}

/**
 * Prerenders the public pages listed in src/prerender/render-page.tsx into dist/prerendered/ (the server sends them
 * for their routes): after the app is built, the render entry is built for Node beside it, run, and removed.
 */
function prerenderPublicPages(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'visaready-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      async handler() {
        const manifestDir = path.join(outDir, '.vite');
        // Also called when the build failed; the error that matters is reported elsewhere.
        if (!fs.existsSync(path.join(manifestDir, 'manifest.json'))) return;
        const manifest: Manifest = JSON.parse(fs.readFileSync(path.join(manifestDir, 'manifest.json'), 'utf8'));
        fs.rmSync(manifestDir, { recursive: true, force: true });
        // Inside node_modules so that the Node build finds the same packages; its own folder, as builds may overlap.
        const nodeBuildDir = fs.mkdtempSync(path.join(root, 'node_modules', '.prerender-'));
        try {
          await build({
            configFile: false,
            root,
            logLevel: 'warn',
            plugins: [react()],
            ssr: { noExternal: ['@visaready/shared'] },
            build: { ssr: PRERENDER_ENTRY, outDir: nodeBuildDir, target: 'node24', emptyOutDir: true },
          });
          const renderer = (await import(
            pathToFileURL(path.join(nodeBuildDir, 'render-page.js')).href
          )) as typeof import('./src/prerender/render-page');
          const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
          const pagesDir = path.join(outDir, 'prerendered');
          fs.mkdirSync(pagesDir, { recursive: true });
          for (const page of renderer.PRERENDERED_PAGES) {
            const html = prerenderedHtml(template, manifest, page, await renderer.renderPage(page.path));
            const file = path.join(pagesDir, `${page.path === '/' ? 'index' : page.path.slice(1)}.html`);
            fs.writeFileSync(file, html);
            writeCompressedCopies(file, Buffer.from(html));
          }
        } finally {
          fs.rmSync(nodeBuildDir, { recursive: true, force: true });
        }
      },
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
  plugins: [react(), installableApp, precompress(), prerenderPublicPages()],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // Read (then removed) by the prerender step, to link each prerendered page's scripts and styles.
    manifest: true,
    rolldownOptions: { input: { index: 'index.html', 'prerendered-main': PRERENDERED_PAGE_ENTRY } },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, ws: true, changeOrigin: false } },
  },
});
