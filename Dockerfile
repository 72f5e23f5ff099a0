# syntax=docker/dockerfile:1.7
# Production image of the site: one image for the web instances and the lead workers. Needs BuildKit
# (`# syntax=`, `RUN --mount`, `--secret`): Docker 23+ uses it by default; on older Docker set
# DOCKER_BUILDKIT=1 or use `docker buildx build`. The whole sequence is in docs/deployment.md.
#
#   docker build -t arden-hale .                                                # demo build (throwaway SQLite)
#   docker run -d -p 3000:3000 --env-file prod.env -v arden-hale-data:/data arden-hale      # web instance
#   docker run --env-file prod.env -v arden-hale-data:/data arden-hale node node_modules/tsx/dist/cli.mjs --import ./scripts/node-hooks/server-only.mjs scripts/worker.ts
#
# Everything the site keeps is under /data (the volume): the SQLite database (DATABASE_URL), media
# and CVs. The process runs as `node` and writes nowhere else but Next's regenerated pages and
# image cache under /app/.next; the rest of /app is root's and read-only to it.
#
# The build prerenders pages from the database, so it reads the production database through a
# BuildKit secret (never a build arg: those stay in the image history):
#   docker build -t arden-hale --secret id=database_url,env=DATABASE_URL .
# Without the secret it builds from a throwaway SQLite database with the demo content.

ARG NODE_IMAGE=node:20-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: see README (the lock file holds only the Linux builds of native packages)
RUN npm install --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 NODE_ENV=production
# the public origin is written into the prerendered pages (canonical URLs, sitemap): pass the one
# the container will serve, `--build-arg SITE_URL=https://www.example.com` (unset: http://localhost:3000)
ARG SITE_URL=
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN --mount=type=secret,id=database_url \
    set -e; \
    export PAYLOAD_SECRET=build-only-not-used-at-run-time; \
    if [ -s /run/secrets/database_url ]; then \
      export DATABASE_URL="$(cat /run/secrets/database_url)"; \
    else \
      echo "No database_url secret: building from a throwaway SQLite database with the demo content"; \
      export DATABASE_URL=file:/tmp/build/site.db MEDIA_DIR=/tmp/build/media CV_DIR=/tmp/build/cv; \
      mkdir -p /tmp/build; \
      node node_modules/tsx/dist/cli.mjs --import ./scripts/node-hooks/server-only.mjs scripts/migrate.ts; \
      node node_modules/tsx/dist/cli.mjs --import ./scripts/node-hooks/server-only.mjs scripts/seed.ts --quiet; \
    fi; \
    node node_modules/next/dist/bin/next build; \
    rm -rf .next/cache /tmp/build

FROM ${NODE_IMAGE} AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 \
    DATABASE_URL=file:/data/site.db MEDIA_DIR=/data/media CV_DIR=/data/cv-files
# A bounded heap: without it V8 sizes the heap from the host's memory and, under sustained load, lets
# garbage grow RSS past 1.7 GB before collecting (bench:soak). With 384 MB the same load holds ~575 MB RSS.
# Raise it with the container's memory limit (about half of the limit is a good value).
ENV NODE_OPTIONS=--max-old-space-size=512
# The custom server (src/server/main.ts) and the worker run TypeScript through tsx, so the image keeps
# the sources and the full node_modules rather than Next's standalone output.
# Sources, scripts and dependencies stay root's (the process cannot change them). Next writes into its
# build folder at run time: pages regenerated after a publish beside the built ones (.next/server) and
# resized images (.next/cache); both are rebuilt on demand, nothing there needs keeping.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/.next ./.next
COPY package.json next.config.ts tsconfig.json postcss.config.mjs ./
COPY public ./public
COPY src ./src
COPY scripts ./scripts
RUN mkdir -p .next/cache /data/media /data/cv-files \
    && chown -R node:node .next/cache .next/server /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Pending migrations first, then the production server, which drains requests on SIGTERM. With
# several instances, run the migrations once per release as a one-off container
# (`node node_modules/tsx/dist/cli.mjs --import ./scripts/node-hooks/server-only.mjs scripts/migrate.ts`) and start the instances with RUN_MIGRATIONS=0.
ENV RUN_MIGRATIONS=1
CMD ["sh", "-c", "if [ \"$RUN_MIGRATIONS\" = 1 ]; then node node_modules/tsx/dist/cli.mjs --import ./scripts/node-hooks/server-only.mjs scripts/migrate.ts || exit 1; fi; exec node --import tsx --import ./scripts/node-hooks/server-only.mjs src/server/main.ts"]
