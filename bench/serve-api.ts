// Our API alone (graphql-yoga on node:http, the settings of the environment it is given), on the
// database DATABASE_URL names: migrated, and filled with the demo content when it is empty. The
// benchmarks start it in a child process and wait for the line `ready`:
//
//   DATABASE_URL=postgres://.../parvat_bench_x BENCH_PORT=4399 node bench/serve-api.ts
import { createServer } from "node:http";
import { createApi } from "@parvat/api/api";
import { createLogger } from "@parvat/api/logger";
import { openDatabase } from "@parvat/db/client";
import { demoContent } from "@parvat/db/demo/demo-content";
import { loadDemoContent } from "@parvat/db/demo/load-demo-content";
import { businessToday } from "@parvat/domain/business-dates";

const port = Number(process.env.BENCH_PORT ?? 4399);
const database = await openDatabase({
  url: process.env.DATABASE_URL!,
  poolSize: 10,
  preparedStatements: process.env.DATABASE_PREPARED_STATEMENTS !== "false",
});
await database.migrate();
await loadDemoContent(database.db, { today: businessToday(), ...demoContent });
const api = createApi({ db: database.db, logger: createLogger({ level: "error" }) });
const server = createServer(api.yoga);
server.listen(port, "127.0.0.1", () => console.log("ready"));
process.on("SIGTERM", () => server.close(() => void database.close().then(() => process.exit(0))));
