// After `vite build`: write .br and .gz copies of the text assets, which the server sends to browsers that
// accept them (@fastify/static `preCompressed`) instead of compressing on every request or not at all.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const assets = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'assets');
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map|wasm|ttf)$/;
let raw = 0;
let br = 0;
let files = 0;
for (const name of fs.readdirSync(assets)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const file = path.join(assets, name);
  const body = fs.readFileSync(file);
  if (body.length < 1024) continue;
  const brotli = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  fs.writeFileSync(`${file}.br`, brotli);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  raw += body.length;
  br += brotli.length;
  files += 1;
}
console.log(`compressed ${files} assets: ${(raw / 1024).toFixed(0)} KiB → ${(br / 1024).toFixed(0)} KiB brotli`);
