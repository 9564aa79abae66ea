// The resources answer per provider: the default operator has no brand of its own (the app's built-in
// look), the regional demo provider has its name, logo, favicon and colours.

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourcesAnswer } from '../session/startup-answers';
import { fixtureApi } from '../testing/api-fixture';
import { brandColors } from './brands';

let app: FastifyInstance;
beforeAll(async () => {
  app = (await fixtureApi()).app;
});
afterAll(() => app.close());

const resources = async (query = '') =>
  resourcesAnswer.parse((await app.inject({ method: 'GET', url: `/v2/platform/resources${query}` })).json());

describe('white-label resources (issue 20)', () => {
  it('gives the regional provider its own brand and keeps the default operator’s look', async () => {
    const plain = await resources();
    expect(plain.brand).toBeUndefined();
    const regional = await resources('?provider=2');
    expect(regional.brand).toMatchObject({ name: 'OnAir Regional' });
    expect(regional.brand?.logo).toMatch(/^http.*\/static\/brands\/regional\.svg$/);
    expect(brandColors.parse(regional.colors)).not.toEqual(plain.colors);
    const logo = await app.inject({ method: 'GET', url: new URL(regional.logo).pathname });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.body).toContain('Regional');
  });
});
