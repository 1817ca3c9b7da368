import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { StartupTimer } from './lib/startup.js';

async function main(): Promise<void> {
  // The static imports above are done: from the process's start to here is node's own start and the server's modules.
  const startup = new StartupTimer();
  startup.mark('import');
  const config = loadConfig();
  // NOTEBOOK_ENABLED=0 runs the platform without the notebook service (case evaluation then answers "unavailable").
  const app = await buildApp(config, { notebook: config.notebook.NOTEBOOK_ENABLED === '0' ? undefined : 'start', startup });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // Ready first (what listen would do itself), so the onReady hooks are timed apart from binding the port.
  await app.ready();
  startup.mark('ready');
  await app.listen({ port: config.port, host: config.host });
  startup.mark('listen');
  app.log.info({ startup: startup.phases() }, startup.summary());
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  console.log(`平台已启动 / Platform ready: http://localhost:${port}/app/`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
