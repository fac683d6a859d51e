import { describe, expect, it } from 'vitest';

import { CARD_MESSAGES, rewardKopecks } from '@kabinet/domain/referral';

import { errorBody } from '../../platform/errors.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { addCompanyUser } from '../companies/companies.repository.ts';
import {
  createStaff,
  createTariffClient,
  NOW,
} from '../company-tariffs/company-tariffs.fixtures.ts';

import { alreadyReferred, duplicateLead, notJoined, staleMove } from './referral.errors.ts';
import {
  connectReferral,
  createCompanyAs,
  ledgerSum,
  paidReferredClient as paidReferredClientOf,
  putReferral,
  registerWithCode,
} from './referral.test-support.ts';

const t = useTestApp({ rateBudgets: { codes: { max: 1_000, timeWindow: 60_000 } } });

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

const paidReferredClient = () => paidReferredClientOf(t);

describe('PUT /api/v1/companies/current/referrals (connect)', () => {
  it('creates an inactive referral with a code on first read', async () => {
    const client = await createTariffClient(t);
    const response = await get('/api/v1/companies/current/referrals', client.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      company_id: client.company.id,
      status: 'INACTIVE',
      to_pay_kopecks: 0,
      settings: { payment_method: null },
    });
    expect(response.json().data.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(response.json().data.link).toContain(`ref=${response.json().data.code}`);
  });

  it('refuses a card failing the Luhn check with a field error, and rules not accepted', async () => {
    const client = await createTariffClient(t);
    const badCard = await putReferral(t, client.headers, {
      status: 'ACTIVE',
      rules_accepted: true,
      settings: { payment_method: { type: 'card', card_number: '4111 1111 1111 1112' } },
    });
    expect(badCard.statusCode).toBe(422);
    expect(badCard.json().errors['settings.payment_method.card_number']).toEqual([
      CARD_MESSAGES.checksum,
    ]);
    const noRules = await putReferral(t, client.headers, {
      status: 'ACTIVE',
      settings: { payment_method: { type: 'balance' } },
    });
    expect(noRules.statusCode).toBe(422);
    expect(noRules.json().errors.rules_accepted).toBeDefined();
    const after = await get('/api/v1/companies/current/referrals', client.headers);
    expect(after.json().data.status).toBe('INACTIVE');
  });

  it('connects with a card and keeps only its mask', async () => {
    const client = await createTariffClient(t);
    const response = await putReferral(t, client.headers, {
      status: 'ACTIVE',
      rules_accepted: true,
      settings: { payment_method: { type: 'card', card_number: '4111 1111 1111 1111' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'ACTIVE',
      settings: { payment_method: { type: 'card', label: '•••• 1111' } },
    });
    expect(response.body).not.toContain('4111111111111111');
  });

  it('shows the company’s payout method in its SPEC Company referral.settings.payment_method', async () => {
    const client = await createTariffClient(t);
    const method = async () => {
      const companies = (await get('/api/v1/companies', client.headers)).json().data as {
        id: number;
        referral: { settings: { payment_method: string } };
      }[];
      return companies.find((company) => company.id === client.company.id)?.referral;
    };
    expect(await method()).toEqual({ settings: { payment_method: '' } });
    await connectReferral(t, client.headers, { type: 'card', card_number: '4242 4242 4242 4242' });
    expect(await method()).toEqual({ settings: { payment_method: 'card' } });
    const full = await get(`/api/v1/companies/${client.company.id}`, client.headers);
    expect(full.json().data.referral.settings.payment_method).toBe('card');
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/companies/current/referrals',
      headers: client.headers,
      payload: { settings: { payment_method: { type: 'balance' } } },
    });
    expect(await method()).toEqual({ settings: { payment_method: 'balance' } });
  });

  it('lets an employee read but not connect (403)', async () => {
    const owner = await createTariffClient(t);
    const employee = await createTariffClient(t);
    await addCompanyUser(t.db, {
      companyId: owner.company.id,
      userId: employee.user.id,
      position: 'employee',
    });
    await t.db.execute(
      `update users set active_company_id = ${owner.company.id} where id = ${employee.user.id}` as never,
    );
    const response = await putReferral(t, employee.headers, {
      status: 'ACTIVE',
      rules_accepted: true,
      settings: { payment_method: { type: 'balance' } },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the referral flow', () => {
  it('rewards the referrer with 10 % of the referred company’s payment, as the ledger sums', async () => {
    const { referrer, invited, companyId, invoice } = await paidReferredClient();
    const reward = rewardKopecks(invoice.total_kopecks, 1000);
    const response = await get('/api/v1/companies/current/referrals', referrer.headers);
    expect(response.json().data).toMatchObject({
      status: 'ACTIVE',
      total_kopecks: reward,
      paid_kopecks: 0,
      to_pay_kopecks: reward,
      available_kopecks: reward,
      to_pay: reward / 100,
      leads_count: 1,
      clients_count: 1,
    });
    expect(await ledgerSum(t, referrer.company.id, 'referral')).toBe(reward);
    // The reward never reaches the referrer's balance.
    expect(await ledgerSum(t, referrer.company.id, 'company')).toBe(0);
    const leads = await get('/api/referral-leads', referrer.headers);
    expect(leads.json().data).toMatchObject([
      { status: 'client', source: 'link', company_id: companyId, email: invited.email },
    ]);
    expect(leads.json().meta).toMatchObject({ total: 1, current_page: 1 });
    const clients = await get('/api/referral-clients', referrer.headers);
    expect(clients.json().data).toMatchObject([
      { company_id: companyId, paid_kopecks: invoice.total_kopecks, reward_kopecks: reward },
    ]);
  });

  it('requests a payout (minimum, available) and staff approve and pay it to the balance', async () => {
    const { referrer, invoice } = await paidReferredClient();
    const reward = rewardKopecks(invoice.total_kopecks, 1000);
    const url = '/api/v1/companies/current/referrals/payouts';
    const post = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: referrer.headers,
        payload: { amount_kopecks: amount },
      });
    const below = await post(50_000);
    expect(below.statusCode).toBe(422);
    expect(below.json().errors.amount_kopecks).toBeDefined();
    expect((await post(reward + 1)).statusCode).toBe(422);
    const requested = await post(200_000);
    expect(requested.statusCode).toBe(201);
    const payoutId = requested.json().data.id as number;
    expect(requested.json().data).toMatchObject({ status: 'requested', amount_kopecks: 200_000 });
    // The pending request holds its sum: what is left is available, no more.
    expect((await post(reward - 200_000 + 1)).statusCode).toBe(422);

    const admin = await createStaff(t, 'admin');
    const move = (status: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/staff/referral-payouts/${payoutId}/moves`,
        headers: admin.headers,
        payload: { status },
      });
    const list = await get('/api/v1/staff/referral-payouts?status=requested', admin.headers);
    expect(list.json().data.map((row: { id: number }) => row.id)).toContain(payoutId);
    expect((await move('approved')).statusCode).toBe(200);
    const stale = await move('approved');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(errorBody(staleMove()));
    const paid = await move('paid');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'paid', status_name: 'Выплачена' });

    const after = await get('/api/v1/companies/current/referrals', referrer.headers);
    expect(after.json().data).toMatchObject({
      total_kopecks: reward,
      paid_kopecks: 200_000,
      to_pay_kopecks: reward - 200_000,
    });
    expect(await ledgerSum(t, referrer.company.id, 'referral')).toBe(reward - 200_000);
    // The balance method credits the company's balance.
    expect(await ledgerSum(t, referrer.company.id, 'company')).toBe(200_000);
    const billing = await get(`/api/v1/companies/${referrer.company.id}/billing`, referrer.headers);
    expect(JSON.stringify(billing.json())).toContain('200000');
  });

  it('tells the referrer’s users of the reward and of each payout move, not the staff who moved it', async () => {
    const { referrer, invoice } = await paidReferredClient();
    const reward = rewardKopecks(invoice.total_kopecks, 1000);
    const referralNotices = async (headers: Record<string, string>) =>
      (
        (await get('/api/v1/notifications', headers)).json().data as {
          type: string;
          data: Record<string, unknown>;
        }[]
      )
        .filter((item) => item.type === 'REFERRAL')
        .map((item) => item.data);
    expect(await referralNotices(referrer.headers)).toEqual([
      expect.objectContaining({
        event: 'reward',
        amount_kopecks: reward,
        link: '/referral/info',
        title: 'Начислено вознаграждение',
        text: expect.stringContaining('начислено вознаграждение'),
      }),
    ]);
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/v1/companies/current/referrals/payouts',
      headers: referrer.headers,
      payload: { amount_kopecks: 200_000 },
    });
    const payoutId = requested.json().data.id as number;
    const admin = await createStaff(t, 'admin');
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/referral-payouts/${payoutId}/moves`,
      headers: admin.headers,
      payload: { status: 'approved' },
    });
    expect(moved.statusCode).toBe(200);
    const notices = await referralNotices(referrer.headers);
    expect(notices).toContainEqual(
      expect.objectContaining({
        event: 'payout',
        payout_id: payoutId,
        status: 'approved',
        link: '/referral/payouts',
        title: 'Выплата одобрена',
        text: `${referrer.company.name}: выплата № ${payoutId} на 2\u00a0000,00\u00a0₽ — Одобрена`,
      }),
    );
    expect(await referralNotices(admin.headers)).toEqual([]);
  });

  it('hides a company’s leads and payouts from another company’s user (404), staff routes 403', async () => {
    const { referrer, referral } = await paidReferredClient();
    const other = await createTariffClient(t);
    const leads = await get('/api/referral-leads', referrer.headers);
    const leadId = leads.json().data[0].id as number;
    expect((await get(`/api/referral-leads/${leadId}`, other.headers)).statusCode).toBe(404);
    expect(
      (await get(`/api/v1/referrals/by-company/${referrer.company.id}`, other.headers)).statusCode,
    ).toBe(404);
    const own = await get('/api/v1/companies/current/referrals/payouts', other.headers);
    expect(own.json().data).toEqual([]);
    expect(
      (await get(`/api/v1/referrals/by-company/current`, referrer.headers)).json().data.id,
    ).toBe(referral.id);
    expect((await get('/api/v1/staff/referral-payouts', other.headers)).statusCode).toBe(403);
    expect((await get('/api/v1/staff/referral-leads', other.headers)).statusCode).toBe(403);
    const move = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/referral-payouts/1/moves',
      headers: other.headers,
      payload: { status: 'approved' },
    });
    expect(move.statusCode).toBe(403);
    expect((await get('/api/v1/admin/referral-rules', other.headers)).statusCode).toBe(403);
    const clientWrite = await t.app.inject({
      method: 'POST',
      url: '/api/referral-clients',
      headers: referrer.headers,
      payload: {},
    });
    expect(clientWrite.statusCode).toBe(403);
  });

  it('ignores a self-referral: a member of the referrer creating a company is no lead’s', async () => {
    t.clock.set(NOW);
    const referrer = await createTariffClient(t);
    const referral = await connectReferral(t, referrer.headers);
    const invited = await registerWithCode(t, referral.code);
    await addCompanyUser(t.db, {
      companyId: referrer.company.id,
      userId: invited.userId,
      position: 'employee',
    });
    const companyId = await createCompanyAs(t, invited.headers);
    const leads = await get('/api/referral-leads', referrer.headers);
    expect(leads.json().data).toHaveLength(1);
    expect(leads.json().data[0]).toMatchObject({ company_id: null, status: 'new' });
    expect(companyId).toBeGreaterThan(0);
  });

  it('ignores an unknown code and an inactive referral at registration', async () => {
    const referrer = await createTariffClient(t);
    const inactive = await get('/api/v1/companies/current/referrals', referrer.headers);
    await registerWithCode(t, inactive.json().data.code as string);
    await registerWithCode(t, 'ZZZZZZZZ');
    const leads = await get('/api/referral-leads', referrer.headers);
    expect(leads.json().data).toEqual([]);
  });
});

describe('/api/referral-leads', () => {
  it('adds a lead by hand, refuses the same phone again (409), edits notes, not the status', async () => {
    const referrer = await createTariffClient(t);
    await connectReferral(t, referrer.headers);
    const store = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/referral-leads',
        headers: referrer.headers,
        payload: { name: 'Иван Козлов', phone: '+7 916 555-44-33', company_name: 'ИП Козлов' },
      });
    const created = await store();
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      status: 'new',
      status_name: 'Новый',
      source: 'manual',
      phone: '79165554433',
    });
    const again = await store();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorBody(duplicateLead()));
    const id = created.json().data.id as number;
    const patch = (payload: object, headers = referrer.headers) =>
      t.app.inject({ method: 'PATCH', url: `/api/referral-leads/${id}`, headers, payload });
    expect((await patch({ comment: 'Позвонить в понедельник' })).json().data.comment).toBe(
      'Позвонить в понедельник',
    );
    expect((await patch({ status: 'in_progress' })).statusCode).toBe(403);
    const admin = await createStaff(t, 'admin');
    const moved = await patch({ status: 'in_progress' }, admin.headers);
    expect(moved.json().data.status).toBe('in_progress');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/referral-leads',
      headers: referrer.headers,
      payload: { name: '', phone: '123' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.phone).toBeDefined();
  });
});

describe('POST /api/referral-leads: who may refer whom', () => {
  const store = (headers: Record<string, string>, phone: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/referral-leads',
      headers,
      payload: { name: 'Светлана Орлова', phone },
    });
  const leadsOf = async (headers: Record<string, string>) =>
    (await get('/api/referral-leads', headers)).json().data as { phone: string }[];

  it('refuses a lead from a company that has not joined the programme (409), and stores none', async () => {
    const client = await createTariffClient(t);
    const refused = await store(client.headers, '+7 916 700-00-01');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(errorBody(notJoined()));
    expect(await leadsOf(client.headers)).toEqual([]);

    await connectReferral(t, client.headers);
    expect((await store(client.headers, '+7 916 700-00-01')).statusCode).toBe(201);
  });

  it('refers a phone once: another referrer’s 409 for the same number typed otherwise', async () => {
    const first = await createTariffClient(t);
    const second = await createTariffClient(t);
    await connectReferral(t, first.headers);
    await connectReferral(t, second.headers);
    expect((await store(first.headers, '+7 (916) 700-00-02')).statusCode).toBe(201);

    const again = await store(second.headers, '8 916 700 00 02');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorBody(alreadyReferred()));
    expect(await leadsOf(second.headers)).toEqual([]);
    // Nor may a lead of its own take that phone by an edit.
    const own = (await store(second.headers, '+7 916 700-00-03')).json().data.id as number;
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/referral-leads/${own}`,
      headers: second.headers,
      payload: { phone: '9167000002' },
    });
    expect(edited.statusCode).toBe(409);
    expect(edited.json()).toEqual(errorBody(alreadyReferred()));
    expect((await leadsOf(second.headers)).map((lead) => lead.phone)).toEqual(['79167000003']);
  });

  it('keeps one lead when two referrers add one phone at the same moment', async () => {
    const referrers = [await createTariffClient(t), await createTariffClient(t)];
    for (const referrer of referrers) await connectReferral(t, referrer.headers);
    const answers = await Promise.all(
      referrers.map((referrer) => store(referrer.headers, '+7 916 700-00-04')),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const leads = [
      ...(await leadsOf(referrers[0]!.headers)),
      ...(await leadsOf(referrers[1]!.headers)),
    ];
    expect(leads.map((lead) => lead.phone)).toEqual(['79167000004']);
  });

  it('refuses a phone that came by another referrer’s link', async () => {
    const first = await createTariffClient(t);
    const referral = await connectReferral(t, first.headers);
    await registerWithCode(t, referral.code);
    const [linked] = await leadsOf(first.headers);
    const second = await createTariffClient(t);
    await connectReferral(t, second.headers);
    const again = await store(second.headers, linked!.phone);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorBody(alreadyReferred()));
  });
});

describe('/api/v1/admin/referral-rules', () => {
  it('lets the admin change the share, which the next reward uses', async () => {
    const admin = await createStaff(t, 'admin');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/referral-rules',
      headers: admin.headers,
      payload: { reward_basis_points: 500, reward_months: 6, min_payout_kopecks: 50_000 },
    });
    expect(saved.statusCode).toBe(200);
    const { referrer, invoice } = await paidReferredClient();
    const response = await get('/api/v1/companies/current/referrals', referrer.headers);
    expect(response.json().data.to_pay_kopecks).toBe(rewardKopecks(invoice.total_kopecks, 500));
    expect(response.json().data.rules.reward_months).toBe(6);
  });
});
