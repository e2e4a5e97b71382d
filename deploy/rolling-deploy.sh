#!/usr/bin/env bash
# A release with compose, one copy at a time, without losing a request (README, "Scaling out"):
# build once, migrate once (backward-compatible migrations only: docs/decisions/0016), then for each
# copy: nginx stops sending it requests (it is marked `down` and nginx reloads), the copy is replaced
# (SIGTERM: it drains and stops; the new one starts) and waited for until its health check passes,
# then it goes back into nginx. nginx resolves the copies by name through Docker's DNS (`resolve`),
# so a replaced copy's new address is followed. scripts/cluster.ts (rollingDeploy) does the same
# steps on one machine, and reliability/machines.test.ts runs them under bookings.
# Run from the repository, where compose.yaml is: bash deploy/rolling-deploy.sh
set -euo pipefail
cd "$(dirname "$0")/.."
copies=(app-1 app-2 app-3)

# The upstream servers of deploy/nginx.conf.template, the copy named in $1 marked down.
upstreams() {
  local list="resolver 127.0.0.11 valid=2s ipv6=off;"
  for copy in "${copies[@]}"; do
    list+=" server $copy:3000 resolve max_fails=1 fail_timeout=5s$([ "$copy" = "${1:-}" ] && echo " down");"
  done
  echo "$list"
}

# Renders nginx's configuration again (as the image does at start) with those servers, and reloads.
route_to() {
  docker compose exec -T -e PARVAT_UPSTREAMS="$(upstreams "${1:-}")" nginx sh -c \
    'envsubst "\$PARVAT_LISTEN \$PARVAT_UPSTREAMS" </etc/nginx/templates/parvat.conf.template >/etc/nginx/conf.d/parvat.conf && nginx -s reload'
  # New workers take the configuration at once; old ones finish the requests they have.
  sleep 1
}

docker compose build
docker compose run --rm migrate
for copy in "${copies[@]}"; do
  echo "== $copy: out of nginx, replaced, healthy, back in"
  route_to "$copy"
  docker compose up -d --no-deps --wait --wait-timeout 120 "$copy"
  route_to
done
echo "== release done"
