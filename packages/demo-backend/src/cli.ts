// Starts the demo operator: `npx tsx packages/demo-backend/src/cli.ts --port 8787 --host 127.0.0.1`.
// Prints media progress, then `API: http://host:port/v2` once listening.
import { createApp } from './app';
import { parseCliArgs } from './cli-args';
import { chooseDatabase } from './db/index';
import { parseOriginList } from './http/cors';
import { requestLog } from './http/request-log';
import { DEFAULT_CACHE_DIR, DEFAULT_MEDIA_ROOT } from './paths';

async function main(): Promise<void> {
  const options = parseCliArgs(process.argv.slice(2));
  // Pages that may read sign-in answers and the sink's records (docs/security.md); none by default.
  const corsOrigins = parseOriginList('ONAIR_CORS_ORIGINS', process.env.ONAIR_CORS_ORIGINS);
  const database = await chooseDatabase({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.fresh ? { fresh: true } : {}),
    ...(options.memory ? { memory: true } : {}),
  });
  const { app, database: opened } = await createApp({
    database,
    mediaRoot: options.mediaRoot ?? DEFAULT_MEDIA_ROOT,
    cacheDir: options.cacheDir ?? DEFAULT_CACHE_DIR,
    logger: options.verbose ? requestLog() : false,
    log: (line) => console.log(`[media] ${line}`),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
    corsOrigins: () => corsOrigins,
  });
  const address = await app.listen({ port: options.port, host: options.host });
  const base = options.publicOrigin ?? address.replace('://[::1]', '://localhost');
  console.log(`Database: ${opened.label}`);
  console.log(`API: ${base}/v2`);
  const stop = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
