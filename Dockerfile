# Production image: one image, two roles (APP_ROLE=api | worker). Node 24, the current LTS.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig*.json ./
COPY src ./src
COPY libs ./libs
COPY migrations ./migrations
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
# Local image storage: a named volume mounted here starts as a copy of this directory, so it
# belongs to `node` (not root) and the non-root process can write images.
RUN mkdir -p /data/storage && chown -R node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# A larger young generation: a busy API allocates fast, and the default one has it scavenging
# about an eighth of the time (see bench/RESULTS.md, content suggestions).
CMD ["node", "--max-semi-space-size=32", "dist/src/main.js"]
