#!/usr/bin/env bash
# The reliability suite with its database-fault trials: a throwaway PostgreSQL cluster of their own
# (the trials stop it hard, so never the one DATABASE_URL names), `vitest run --project reliability`
# with RELIABILITY_PG_CTL and RELIABILITY_DATABASE_URL pointing at it, then the cluster is stopped and
# removed. The cluster trials (cluster.test.ts: server copies behind nginx) use the same server, so
# the files run one after another, never while the other stops it. Prints the suite's table; exits
# with Vitest's status. Run as root (CI), the cluster belongs to the postgres user, as in .ci/run.
# RELIABILITY_PG_PORT overrides the port (55437).
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$pg_bin" ] || { echo "run-database-faults: no PostgreSQL under /usr/lib/postgresql" >&2; exit 1; }
pg_port=${RELIABILITY_PG_PORT:-55437}
pg_dir=$(mktemp -d)
chmod 755 "$pg_dir"
[ "$(id -u)" = 0 ] && chown postgres "$pg_dir"

# pg_ctl as the cluster's owner, with the cluster's settings; the trials append `stop -m immediate`
# or `start -w` (database-faults-config.ts), so it is a script of its own rather than a quoted command.
cat >"$pg_dir/pg-ctl" <<EOF
#!/usr/bin/env bash
command="$pg_bin/pg_ctl -D $pg_dir/data -o '-p $pg_port -c listen_addresses=127.0.0.1 -k $pg_dir' -l $pg_dir/log \$*"
if [ "\$(id -u)" = 0 ]; then exec su postgres -s /bin/bash -c "cd / && \$command"; else exec bash -c "\$command"; fi
EOF
chmod 755 "$pg_dir/pg-ctl"
# From /: the clone may sit in a directory the postgres user cannot enter.
as_owner() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "cd / && $*"; else bash -c "$*"; fi; }

cleanup() {
  "$pg_dir/pg-ctl" stop -m fast >/dev/null 2>&1
  rm -rf "$pg_dir"
}
trap cleanup EXIT

if ! as_owner "$pg_bin/initdb -D $pg_dir/data -A trust -U postgres >/dev/null" || ! "$pg_dir/pg-ctl" start -w >/dev/null; then
  echo "run-database-faults: could not start PostgreSQL on port $pg_port" >&2
  cat "$pg_dir/log" >&2 2>/dev/null
  exit 1
fi

RELIABILITY_PG_CTL="$pg_dir/pg-ctl" \
  RELIABILITY_DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/postgres" \
  vitest run --project reliability --no-file-parallelism "$@"
