# One image for every part of the distributed topology: `highcotton start <part>` picks what runs
# (identity, gateway, rest-adapter, web, …). See docs/deploy.md.

ARG NODE_IMAGE=node:20-bookworm-slim

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
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
# Code and dependencies stay owned by root and read-only to the app user; only DATA_DIR and
# /tmp are written (tsx keeps its compile cache under /tmp).
COPY --from=prod-deps /app ./
COPY . .
COPY --from=build /app/web/dist ./web/dist
# `start web` rebuilds the app when web/src looks newer than the build, and the runtime has no
# vite: stamp the build as newest. DATA_DIR is the one folder the app user owns.
RUN find web/dist -exec touch {} + \
 && mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# PORT is read at check time, so the check follows the port each part is started on. The slim
# image has no curl or wget; node's fetch does the job.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["node", "cli/bin/highcotton.mjs"]
CMD ["start"]
