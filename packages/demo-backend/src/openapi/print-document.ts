// Prints the OpenAPI document of this demo operator to stdout, without media or a listening port, for
// scripts/contract.mjs (the reference every operator API is checked against). Run with tsx. The routes are
// built over the described media library: the document comes from their schemas, not from media files.
import { createApi } from '../app';
import { DESCRIBED_LIBRARY } from '../media-server/described-library';

const api = await createApi(DESCRIBED_LIBRARY, { now: Date.now, seed: 1 });
await api.app.ready();
const res = await api.app.inject({ url: '/v2/openapi.json' });
await api.app.close();
if (res.statusCode !== 200) {
  process.stderr.write(`the document answered ${res.statusCode}: ${res.body}\n`);
  process.exit(1);
}
process.stdout.write(res.body);
