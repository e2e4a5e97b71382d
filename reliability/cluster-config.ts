// The cluster trials (cluster.test.ts) start three server copies and nginx against a PostgreSQL
// server on which they create a database of their own: RELIABILITY_DATABASE_URL, an admin
// connection (reliability/run-database-faults.sh gives one, as .ci/run's fault stage does), and
// nginx installed (Debian's package). Vitest leaves the file out without them (vitest.config.ts),
// and the suite's table says so.
import { existsSync } from "node:fs";

export function clusterConfig(source = process.env): { adminUrl: string } | null {
  const adminUrl = source.RELIABILITY_DATABASE_URL;
  return adminUrl ? { adminUrl } : null;
}

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx"];

export function clusterSkipReason(source = process.env): string | null {
  if (!clusterConfig(source))
    return "three copies behind nginx, restarted under load: RELIABILITY_DATABASE_URL is not set";
  if (!NGINX.some((path) => existsSync(path)))
    return "three copies behind nginx, restarted under load: nginx is not installed";
  return null;
}
