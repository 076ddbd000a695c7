# One fake:serve instance (docs/deploy.md); compose.yaml runs three behind nginx (deploy/nginx.conf).
#   docker build -t aigc-console-fake-serve .
#   docker run -p 3100:3100 -v fake-data:/data aigc-console-fake-serve --instance one --persist /data/one.json
FROM node:22-bookworm-slim
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# fake:serve loads the project's TypeScript through Vite, a development dependency: the whole install is needed.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund && npm cache clean --force
COPY . .
# The --persist files: every write is on disk here before it is answered, so a volume keeps an instance's sandboxes
# across a crash, a restart or a new container.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3100
# Node itself is process 1: it gets docker's SIGTERM and writes its --persist file before it stops.
ENTRYPOINT ["node", "scripts/fake-serve.mjs", "--host", "0.0.0.0", "--port", "3100"]
CMD ["--persist", "/data/fake.json"]
