// Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every script and stylesheet
// of the browser build. Compressing on each request, the compression middleware uses Brotli quality 4
// (its cost is paid per response); a fingerprinted asset never changes, so it is compressed once, as
// hard as it gets: 10 to 15% fewer bytes on a phone. server/asset-files.ts serves them.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;

export function precompressedAssets(): Plugin {
  return {
    name: "parvat:precompressed-assets",
    apply: "build",
    async writeBundle(options, bundle) {
      if (this.environment.name !== "client" || !options.dir) return;
      const directory = options.dir;
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const source = await readFile(join(directory, file));
            const [brotli, gzipped] = await Promise.all([
              promisify(brotliCompress)(source, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              promisify(gzip)(source, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([
              writeFile(join(directory, `${file}.br`), brotli),
              writeFile(join(directory, `${file}.gz`), gzipped),
            ]);
          }),
      );
    },
  };
}
