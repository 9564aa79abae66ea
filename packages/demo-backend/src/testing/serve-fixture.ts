// The API over the test media description, listening on a free local port, for the contract check's
// own tests (scripts/contract/check.test.mjs): prints "API <base>" and serves until killed.
import { fixtureApi } from './api-fixture';

const api = await fixtureApi(Date.now);
const address = await api.app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`API ${address}/v2\n`);
const stop = () => void api.app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
