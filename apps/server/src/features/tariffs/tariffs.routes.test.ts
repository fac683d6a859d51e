import { TARIFF_WIZARD_STEPS } from '@kabinet/domain/tariffs';
import { describe, expect, it } from 'vitest';

import { useTestApp } from '../../testing/build-test-app.ts';
import { createTariffClient } from '../company-tariffs/company-tariffs.fixtures.ts';

const t = useTestApp();

describe('GET /api/tariff-params', () => {
  it('lists the params in wizard order', async () => {
    const client = await createTariffClient(t);
    const response = await t.app.inject({ url: '/api/tariff-params', headers: client.headers });
    expect(response.statusCode).toBe(200);
    const slugs = response.json().data.map((param: { slug: string }) => param.slug);
    expect(slugs).toEqual(TARIFF_WIZARD_STEPS.flatMap((step) => step.param_slugs));
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: '/api/tariff-params' })).statusCode).toBe(401);
  });
});
