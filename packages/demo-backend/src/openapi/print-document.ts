// Prints the OpenAPI document of this demo operator to stdout, without media or a listening port, for
// scripts/contract.mjs (the reference every operator API is checked against). Run with tsx.
import { fixtureApi } from '../testing/api-fixture';

const api = await fixtureApi(Date.now);
const res = await api.app.inject({ url: '/v2/openapi.json' });
await api.app.close();
if (res.statusCode !== 200) {
  process.stderr.write(`the document answered ${res.statusCode}: ${res.body}\n`);
  process.exit(1);
}
process.stdout.write(res.body);
