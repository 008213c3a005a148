/**
 * Brotli and gzip copies of the build's chunks, written beside them for the server to send as
 * they are (apps/api `app.ts`, `preCompressed`, decision 054).
 *
 * Compressing a chunk once at the strongest setting makes it smaller than any server can afford
 * per request: the shell is 143.8 KB at gzip's level 9, 144.4 KB at the Brotli quality 4 that
 * `@fastify/compress` uses on the fly, and 123.3 KB at Brotli's quality 11, which takes 0.1 s of
 * CPU for that file alone. The server then spends nothing on compressing what it serves most.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The chunks' folder, the one the server serves with these copies; text only, as fonts and images
 * are compressed by their formats.
 */
const COMPRESSIBLE = /^assets\/.+\.(?:js|css|svg)$/;

/**
 * Below this, one packet carries the file either way, and HTTP's headers outweigh the saving
 * (the threshold the server's own compression uses).
 */
const SMALLEST_WORTH_COMPRESSING = 1024;

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'hogarte:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const outputs = Object.values(bundle).filter((output) => COMPRESSIBLE.test(output.fileName));
      await Promise.all(
        outputs.map(async (output) => {
          // What was just written, still in memory: no need to read it back.
          const content = Buffer.from(output.type === 'chunk' ? output.code : output.source);
          if (content.length < SMALLEST_WORTH_COMPRESSING) return;
          const full = path.join(outDir, output.fileName);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}
