import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: false },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, ws: true, changeOrigin: false } },
  },
});
