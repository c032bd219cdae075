# Sacred Circle in a container: the same bundle `npm start` runs (scripts/start.mjs), built once here.
# docker build -t sacred-circle . ; compose.yaml runs three of them behind Caddy on PostgreSQL and Redis.
# No scripture corpus is copied in: the server imports it at start from CORPUS_BASE_URL (the pinned remote
# sources, checked by sha256) or from a mirror mounted at CORPUS_MIRROR, as it does outside a container.

# Node 20 as in development (package.json engines); bookworm (glibc) for the prebuilt native modules
# (@napi-rs/canvas, @node-rs/argon2).
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Every dependency: Vite and the client's build plugins are devDependencies.
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# The same two steps `npm start` takes when dist/ is stale: Vite builds dist/client (with NODE_ENV=production),
# esbuild bundles server/main.ts into dist/server/main.mjs.
RUN node --input-type=module -e "\
  import { ensureClientBuilt } from './scripts/client-build.mjs'; \
  import { ensureServerBuilt } from './scripts/server-build.mjs'; \
  process.exit((await ensureClientBuilt()) && (await ensureServerBuilt()) ? 0 : 1);" \
  && test -f dist/client/index.html && test -f dist/server/main.mjs

FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5000 \
    DATA_DIR=/app/data
WORKDIR /app
# The server finds its files from the folder holding package.json (server/lib/project-root.ts): migrations,
# corpus manifests and the small fixture library under server/, the offline voice's and the meaning encoder's
# child scripts (plain .mjs under server/), and the brand mark in client/public for share cards.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json package-lock.json ./
COPY --from=build /app/dist ./dist
COPY server ./server
COPY client/public ./client/public
# The image's own `node` user (uid 1000); only DATA_DIR (keys, download cache, PGlite when no DATABASE_URL) is
# writable.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 5000
# /api/health is a 200 while the database answers (also with Redis away: degraded, still serving), a 503 when not.
# The first start imports and migrates, hence the start period.
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 5000}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What scripts/start.mjs runs once the bundle is built; SIGTERM reaches the server itself (graceful shutdown).
CMD ["node", "--enable-source-maps", "dist/server/main.mjs"]
