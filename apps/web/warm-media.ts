// npm run db:warm-media: renders every variant (each width, AVIF and WebP) of every picture into
// the server's media cache, so the first visitors never wait for an encode. Prints the encode times.
// It lives beside server.ts because it fills that server's cache, with the same settings (DATA_DIR),
// and because only the server side may join the database and the renderer.
//   --format=avif|webp   only one format
//   --width=360,720      only these widths
import { access } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "@parvat/db/client";
import { findMediaSource, listMediaPictures } from "@parvat/db/media-source";
import { MEDIA_FORMATS, MEDIA_WIDTHS, type MediaFormat, type MediaWidth } from "@parvat/domain/media";
import { createMediaRenderer, type MediaVariant, variantFileName } from "@parvat/media/render";
import { loadEnv } from "./server/env.ts";

const { values } = parseArgs({ options: { format: { type: "string" }, width: { type: "string" } } });
const formats = MEDIA_FORMATS.filter((format) => !values.format || values.format === format);
const widths = MEDIA_WIDTHS.filter((width) => !values.width || values.width.split(",").includes(String(width)));
if (formats.length === 0 || widths.length === 0) {
  console.error(`Nothing to render: formats are ${MEDIA_FORMATS.join(", ")}; widths are ${MEDIA_WIDTHS.join(", ")}.`);
  process.exit(1);
}

const env = loadEnv();
const database = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL, poolSize: 2 } : { dataDir: env.pgliteDir },
);
const concurrency = 2;
const renderer = createMediaRenderer({
  loadSource: (picture) => findMediaSource(database.db, picture),
  cacheDir: env.mediaCacheDir,
  concurrency,
});
const rows = await listMediaPictures(database.db);

const timings = new Map<string, { count: number; totalMs: number; maxMs: number; bytes: number }>();
let cached = 0;
let done = 0;
const started = performance.now();

async function warm(variant: MediaVariant) {
  const exists = await access(join(env.mediaCacheDir, variantFileName(variant))).then(
    () => true,
    () => false,
  );
  if (exists) {
    cached++;
    return;
  }
  const begun = performance.now();
  const result = await renderer.render(variant);
  const ms = performance.now() - begun;
  const key = `${variant.format} ${variant.width}`;
  const entry = timings.get(key) ?? { count: 0, totalMs: 0, maxMs: 0, bytes: 0 };
  entry.count++;
  entry.totalMs += ms;
  entry.maxMs = Math.max(entry.maxMs, ms);
  entry.bytes += result?.body.length ?? 0;
  timings.set(key, entry);
}

// One worker per encode slot, each taking the next picture in turn.
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < rows.length) {
      const row = rows[next++]!;
      for (const format of formats as MediaFormat[]) {
        for (const width of widths as MediaWidth[]) await warm({ ...row, width, format });
      }
      done++;
      if (done % 50 === 0) console.log(`${done} of ${rows.length} pictures`);
    }
  }),
);
await database.close();

console.log(
  `Rendered ${rows.length} pictures in ${Math.round((performance.now() - started) / 1000)} s (${cached} variants were already cached).`,
);
const byFormatThenWidth = ([a]: [string, unknown], [b]: [string, unknown]) => {
  const [formatA, widthA] = a.split(" ");
  const [formatB, widthB] = b.split(" ");
  return formatA === formatB ? Number(widthA) - Number(widthB) : formatA! < formatB! ? -1 : 1;
};
for (const [key, { count, totalMs, maxMs, bytes }] of [...timings].sort(byFormatThenWidth)) {
  console.log(
    `${key.padEnd(10)} ${String(count).padStart(5)} encodes, average ${Math.round(totalMs / count)} ms, slowest ${Math.round(maxMs)} ms, average ${(bytes / count / 1024).toFixed(1)} KB`,
  );
}
