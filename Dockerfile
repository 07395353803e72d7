# syntax=docker/dockerfile:1
# The site as a container: Next's standalone server (`.next/standalone/server.js`), the same entry and layout that
# tests/e2e/shared/standalone.spec.ts starts (tests/support/standalone-server.ts). compose.yaml runs two of these behind
# Caddy. Build: docker build --build-arg SITE_URL=https://www.example.nl -t brabant-dakzorg .

# Debian (glibc), not Alpine: sharp's and libheif's prebuilt binaries are built for glibc.
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# Baked into the static pages at build time (canonical links, the sitemap, Sanity's project): pass them here.
ARG SITE_URL=http://localhost:3000
ARG NEXT_PUBLIC_SANITY_PROJECT_ID=
ARG NEXT_PUBLIC_SANITY_DATASET=production
ENV SITE_URL=${SITE_URL} \
    NEXT_PUBLIC_SANITY_PROJECT_ID=${NEXT_PUBLIC_SANITY_PROJECT_ID} \
    NEXT_PUBLIC_SANITY_DATASET=${NEXT_PUBLIC_SANITY_DATASET}
RUN npm run build

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0
# The standalone folder holds server.js, the traced node_modules, the SQL migrations and the local dataset
# (next.config.ts: outputFileTracingIncludes); public/ and the static assets are copied beside it. Owned by root, so
# the unprivileged `node` user that runs the server cannot change its own code: the page and 'use cache' caches
# keep nothing on disk (lib/cache/), and only the image optimiser writes, under .next/cache (compose.yaml mounts a
# tmpfs there and keeps the rest of the container read-only).
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/public ./public
COPY --from=build /app/.next/static ./.next/static
RUN mkdir -p .next/cache && chown node:node .next/cache
USER node
EXPOSE 3000
# A cheap check: /api/health answers without touching the database (a database outage must not take every
# instance out of the balancer at once; /api/health?db=1 is the deep check).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
