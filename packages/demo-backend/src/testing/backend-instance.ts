// One demo backend process of the concurrency suite (two-instances.ts starts two side by side): the API
// of createApi over the fixture's media description (no media files to prepare, so it starts in
// seconds), on the PostgreSQL server DATABASE_URL names, in the schema ONAIR_DB_SCHEMA, with the wall
// clock, listening on a free port of 127.0.0.1. Prints `LISTENING http://127.0.0.1:PORT` once it
// answers; SIGTERM closes it (and its connections) and exits.
import { createApi } from '../app';
import { LIBRARY_FIXTURE } from './api-fixture';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const schema = process.env.ONAIR_DB_SCHEMA;
  if (!url || !schema) throw new Error('backend-instance.ts needs DATABASE_URL and ONAIR_DB_SCHEMA');
  const { app } = await createApi(LIBRARY_FIXTURE, { seed: 1, database: { kind: 'postgres', url, schema } });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`LISTENING ${address}`);
  const stop = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
