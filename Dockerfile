# Mnemoria's server image: the web app and the server bundle built in one stage, then a slim
# runtime on the current Node LTS running as the unprivileged `node` user. See docs/deploy.md.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# The lockfile and every workspace's package.json first, so `npm ci` is cached until they change.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/mobile/package.json apps/mobile/
COPY packages/events/package.json packages/events/
COPY packages/protocol/package.json packages/protocol/
COPY packages/rating/package.json packages/rating/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    TRUST_PROXY=true
WORKDIR /app
# The whole pruned tree: the bundle loads installed packages from node_modules and reads its
# migrations, database template and content files from beside the sources (apps/server/src/paths.ts).
COPY --from=build --chown=root:root /app /app
RUN mkdir -p /data/avatars && chown -R node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains (DRAIN_TIMEOUT, 10 s by default): give `docker stop` more than that.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/main.mjs"]
