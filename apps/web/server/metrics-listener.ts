// GET /metrics (Prometheus text format) on a listener of its own, METRICS_PORT: never the public
// port, so visitors cannot read the site's traffic and nothing has to hide the path from them. Off
// when METRICS_PORT is unset. The metrics are named and explained in the README ("Metrics").
import { createServer, type Server } from "node:http";
import type { Metrics } from "@parvat/api/metrics";

export function startMetricsListener({
  metrics,
  host,
  port,
  onError,
}: {
  metrics: Metrics;
  host: string;
  port: number;
  onError: (error: Error) => void;
}): Promise<Server> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://metrics.internal").pathname;
    if (request.method !== "GET" || path !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Metrics are at GET /metrics.\n");
      return;
    }
    metrics.registry.metrics().then(
      (body) => response.writeHead(200, { "content-type": metrics.registry.contentType }).end(body),
      (error: Error) => {
        onError(error);
        response.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("Metrics unavailable.\n");
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}
