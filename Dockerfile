# One server copy: built once, started as many times as wanted. compose.yaml runs three of them behind
# nginx on one PostgreSQL, the same layout `npm run cluster` starts on a developer's machine and the
# reliability suite tests (reliability/cluster.test.ts). The image cannot be built where the project
# is developed (no Docker engine there): keep it the mirror of scripts/cluster.ts (README, "Scaling out").
FROM node:24-bookworm-slim AS build
WORKDIR /app
# The workspaces' manifests first, so that `npm ci` is redone only when dependencies change.
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/media/package.json packages/media/
COPY packages/db/package.json packages/db/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
# `npm run build`: the one build every copy of this release serves.
RUN npm run build

FROM node:24-bookworm-slim
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /var/lib/parvat /var/lib/parvat-assets && chown node:node /var/lib/parvat /var/lib/parvat-assets
USER node
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    METRICS_HOST=0.0.0.0 \
    METRICS_PORT=9464 \
    DATA_DIR=/var/lib/parvat \
    SHARED_ASSETS_DIR=/var/lib/parvat-assets \
    MIGRATE_ON_START=false \
    PATH=/app/node_modules/.bin:$PATH
EXPOSE 3000 9464
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm run serve` runs, without npm in between, so that SIGTERM reaches the server (it drains,
# then stops: give it SHUTDOWN_DRAIN_MS + SHUTDOWN_GRACE_MS, compose.yaml's stop_grace_period).
CMD ["node", "apps/web/server.ts"]
