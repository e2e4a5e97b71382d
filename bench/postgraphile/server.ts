// PostGraphile 5 (Amber and simplify-inflection presets) over the bench database, the anchor that
// bench/compare.ts measures our API against. Run by bench/compare.ts in a child process:
//
//   DATABASE_URL=postgres://.../parvat_bench_x BENCH_PORT=4398 node bench/postgraphile/server.ts
//
// Production-like settings: no GraphiQL, no explain, no watch; all columns orderable (indexes do not
// decide which orders exist, as with PostGraphile 4's --no-ignore-indexes). The trek page's filtered
// and ordered lists that PostGraphile cannot express as a plain relation are SQL functions, which
// bench/compare.ts installs first (bench/postgraphile/functions.sql): PostGraphile inlines them as
// computed columns in its one statement.
import { createServer } from "node:http";
import { PgSimplifyInflectionPreset } from "@graphile/simplify-inflection";
import { postgraphile } from "postgraphile";
import { makePgService } from "postgraphile/adaptors/pg";
import { grafserv } from "postgraphile/grafserv/node";
import { PostGraphileAmberPreset } from "postgraphile/presets/amber";

const port = Number(process.env.BENCH_PORT ?? 4398);
const pgl = postgraphile({
  extends: [PostGraphileAmberPreset, PgSimplifyInflectionPreset],
  disablePlugins: ["PgIndexBehaviorsPlugin"],
  pgServices: [
    makePgService({ connectionString: process.env.DATABASE_URL, schemas: ["public"], poolConfig: { max: 10 } }),
  ],
  schema: { defaultBehavior: "-connection +list" },
  grafserv: { graphqlPath: "/graphql", graphiql: false, watch: false, maxRequestLength: 100_000 },
  grafast: { explain: false },
});
const serv = pgl.createServ(grafserv);
const server = createServer();
server.once("listening", () => console.log("ready"));
await serv.addTo(server);
server.listen(port, "127.0.0.1");
process.on("SIGTERM", () => server.close(() => void Promise.resolve(pgl.release()).then(() => process.exit(0))));
