# One image for every part of the distributed topology: `highcotton start <part>` picks what runs
# (identity, gateway, rest-adapter, web, …). See docs/deploy.md.

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false

# Only package.json files and the lock, so dependency layers are rebuilt only when they change,
# and new workspaces are picked up without editing this file.
FROM base AS manifests
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json -delete \
 && find . -depth -type d -empty -delete

# Everything, dev tools included, to build the web app.
FROM base AS build
COPY --from=manifests /app ./
RUN npm ci
COPY . .
RUN npm run build -w web

# Runtime dependencies only (tsx runs the TypeScript sources; there is no compile step).
FROM base AS prod-deps
COPY --from=manifests /app ./
RUN npm ci --omit=dev

FROM base AS runtime
# Two malloc arenas: the design render threads (resvg, libvips) otherwise spread freed pixels over
# one arena per thread, and catalog's memory grows by a third. Blocks of 1 MB and more are mapped
# on their own and given back when freed: glibc otherwise raises that bar to 32 MB as it sees
# large frees, and keeps the freed pixels of web images in its heap (docs/deploy.md).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=1048576
# Code and dependencies stay owned by root and read-only to the app user; only DATA_DIR and
# /tmp are written (tsx keeps its compile cache under /tmp).
COPY --from=prod-deps /app ./
COPY . .
COPY --from=build /app/web/dist ./web/dist
# `start web` rebuilds the app when its sources look newer than the build, and the runtime has no
# vite: stamp the build as newest. DATA_DIR is the one folder the app user owns.
RUN find web/dist -exec touch {} + \
 && mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# GET /healthz from bash (the slim image has no curl or wget, and starting node for each check
# costs 0.4 s of CPU). PORT is read at check time, so the check follows each part's port.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/${PORT:-3000} && printf 'GET /healthz HTTP/1.1\\r\\nHost: localhost\\r\\nConnection: close\\r\\n\\r\\n' >&3 && read -r status <&3 && [[ $status == *' 200 '* ]]"]
# A 16 MB young generation (semi-space): V8 sizes it from the machine's memory, up to 32 MB here,
# and then scavenges long enough to be seen as latency; 16 MB kept /healthz's p99 under load at 23 to
# 48 ms and the all-in-one about 100 MB smaller (docs/performance.md).
ENTRYPOINT ["node", "--max-semi-space-size=16", "cli/bin/highcotton.mjs"]
CMD ["start"]
