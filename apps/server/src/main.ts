import { loadConfig } from './config.ts';
import { embeddedDir, startEmbedded } from './db/embedded.ts';

/** Entry point: `npm start`. Stops gracefully on SIGTERM/SIGINT (finish requests, close db). */
async function main() {
  const config = loadConfig();
  // The embedded database starts on its own thread first, so it gets ready while this thread
  // loads the app's modules (the bundle's app chunk, or the sources through tsx in development):
  // the two take about as long as each other.
  const embeddedDatabase = config.DATABASE_URL ? undefined : startEmbedded(embeddedDir(config.DATA_DIR));
  embeddedDatabase?.catch(() => {}); // reported where buildApp awaits it
  const { buildApp } = await import('./app.ts');
  const app = await buildApp(config, { embeddedDatabase });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Keep-alive connections that finish their request during shutdown would hold close() open.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    idle.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Mnemoria is running on ${config.PUBLIC_URL ?? `http://localhost:${config.PORT}`}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
