import {
  CATALOGUE_MESSAGES,
  normalizeValuesForSending,
  type Tariff,
  type TariffParam,
} from '@kabinet/domain/tariffs';
import { describe, expect, it } from 'vitest';

import { TARIFF_PARAMS, TARIFFS } from '../../db/seed/tariff-catalogue.ts';
import { errorBody } from '../../platform/errors.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import {
  COMPLETE_VALUES,
  createStaff,
  createTariffClient,
  NOW,
} from '../company-tariffs/company-tariffs.fixtures.ts';

import { adminAreaOnly } from '../../platform/auth-hook.ts';

const t = useTestApp();

const financial = TARIFFS.find((tariff) => tariff.slug === 'tariff_2');
/** The wizard's complete answers as it holds them (defaults filled in). */
const WIZARD_VALUES = normalizeValuesForSending(TARIFF_PARAMS, COMPLETE_VALUES);

async function adminHeaders() {
  return (await createStaff(t, 'admin')).headers;
}

async function storedParams(headers: object): Promise<TariffParam[]> {
  const response = await t.app.inject({
    url: '/api/v1/admin/params',
    headers: headers as Record<string, string>,
  });
  return response.json().data.params;
}

describe('admin catalogue access', () => {
  it('answers 403 to clients and managers on every admin route', async () => {
    const client = await createTariffClient(t);
    const manager = await createStaff(t, 'manager');
    for (const headers of [client.headers, manager.headers]) {
      const calls = await Promise.all([
        t.app.inject({ url: '/api/v1/admin/params', headers }),
        t.app.inject({
          method: 'PUT',
          url: '/api/v1/admin/params',
          headers,
          payload: { params: [] },
        }),
        t.app.inject({
          method: 'PUT',
          url: '/api/v1/admin/tariffs/2',
          headers,
          payload: { individual_params: { tariff_price: 1 } },
        }),
        t.app.inject({
          method: 'POST',
          url: '/api/v1/admin/params/preview',
          headers,
          payload: { values: {} },
        }),
      ]);
      for (const response of calls) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(errorBody(adminAreaOnly()));
      }
    }
  });

  it('shows the whole catalogue with the wizard steps to crm', async () => {
    await createTariffClient(t);
    const crm = await createStaff(t, 'crm');
    const response = await t.app.inject({ url: '/api/v1/admin/params', headers: crm.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.tariffs).toHaveLength(TARIFFS.length);
    expect(response.json().data.steps).toHaveLength(10);
  });
});

describe('admin catalogue edits', () => {
  it('refuses fractional and negative prices with Russian messages', async () => {
    await createTariffClient(t);
    const headers = await adminHeaders();
    const params = await storedParams(headers);
    const legalForm = params[0] as TariffParam;
    const broken = {
      ...legalForm,
      options: legalForm.options.map((option, index) =>
        index === 1 ? { ...option, price: -100.5 } : option,
      ),
    };
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/params',
      headers,
      payload: { params: [broken] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'params.0.options.1.price': [CATALOGUE_MESSAGES.price],
    });
    const tariff = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/tariffs/2',
      headers,
      payload: { individual_params: { ...financial?.individual_params, tariff_price: -1 } },
    });
    expect(tariff.statusCode).toBe(422);
    expect(tariff.json().message).toBe(CATALOGUE_MESSAGES.price);
  });

  it('saves the description clients read on the tariff card', async () => {
    await createTariffClient(t);
    const headers = await adminHeaders();
    const catalogue = await t.app.inject({ url: '/api/v1/admin/params', headers });
    const basic = (catalogue.json().data.tariffs as Tariff[]).find((item) => item.id === 1);
    expect(basic?.description).toMatch(/^Бухгалтерия и налоги/);
    const description = 'Учёт, зарплата и отчётность — без управленческих отчётов.';
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/tariffs/1',
      headers,
      payload: { description, individual_params: basic?.individual_params },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.description).toBe(description);
    const tooLong = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/tariffs/1',
      headers,
      payload: { description: 'а'.repeat(501), individual_params: basic?.individual_params },
    });
    expect(tooLong.statusCode).toBe(422);
  });

  it('previews an edited catalogue without saving it', async () => {
    await createTariffClient(t);
    const headers = await adminHeaders();
    const params = await storedParams(headers);
    const edited = params.map((param) =>
      param.slug === 'legal_form'
        ? {
            ...param,
            options: param.options.map((o) => (o.value === 'ooo' ? { ...o, price: 3000 } : o)),
          }
        : param,
    );
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/params/preview',
      headers,
      payload: { params: edited, values: WIZARD_VALUES },
    });
    expect(preview.statusCode).toBe(200);
    const priced = preview.json().data.tariffs.find((item: { id: number }) => item.id === 2);
    expect(priced.total).toBe(20_900 + 1000);
    expect(await storedParams(headers)).toEqual(params);
  });

  it('changes the wizard’s prices while a connected tariff keeps its agreed info', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t, { balance: 1_000_000 });
    const connected = (
      await t.app.inject({
        method: 'POST',
        url: '/api/company-tariffs/connect',
        headers: client.headers,
        payload: { values: COMPLETE_VALUES },
      })
    ).json().data;
    const headers = await adminHeaders();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/tariffs/2',
      headers,
      payload: { individual_params: { ...financial?.individual_params, tariff_price: 9000 } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Тариф сохранен',
      data: { individual_params: { tariff_price: 9000 } },
    });
    const params = await storedParams(headers);
    const legalForm = params.find((param) => param.slug === 'legal_form') as TariffParam;
    const dearer = {
      ...legalForm,
      options: legalForm.options.map((o) => (o.value === 'ooo' ? { ...o, price: 2500 } : o)),
    };
    const paramsSaved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/params',
      headers,
      payload: { params: [dearer] },
    });
    expect(paramsSaved.statusCode).toBe(200);

    const calculation = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tariffs/calculate',
      headers: client.headers,
      payload: { values: WIZARD_VALUES },
    });
    const wizard = calculation.json().data.tariffs.find((item: { id: number }) => item.id === 2);
    expect(wizard.total).toBe(20_900 + 1000 + 500);
    const kept = await t.app.inject({
      url: '/api/company-tariffs-by-active',
      headers: client.headers,
    });
    expect(kept.json().data[0]).toMatchObject({
      id: connected.id,
      amount: connected.amount,
      info: { total: 20_900, amount: connected.amount, params: { legal_form: 'ooo' } },
    });
  });
});
