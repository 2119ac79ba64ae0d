import { loadConfig } from './config.ts';
import { embeddedDir, startEmbedded } from './db/embedded.ts';
import { drain } from './lifecycle/drain.ts';

/** Entry point: `npm start`. Drains on SIGTERM/SIGINT (lifecycle/drain.ts) within DRAIN_TIMEOUT. */
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
    const timeoutMs = config.DRAIN_TIMEOUT * 1000;
    app.log.info({ signal, timeoutMs }, 'shutting down');
    // The bound: a drain that hangs (a request that never ends, a database that stopped
    // answering) must not keep the process, and the deployment's restart, waiting.
    const force = setTimeout(() => {
      app.log.error({ timeoutMs }, 'drain timed out, exiting');
      process.exit(1);
    }, timeoutMs + 500);
    force.unref();
    try {
      await drain(app, timeoutMs);
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
