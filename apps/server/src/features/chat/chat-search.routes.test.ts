import { beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from '../../testing/build-test-app.ts';

import { chatCompany, createConversation, sendText } from './chat.test-support.ts';

const t = useTestApp();
let s: Awaited<ReturnType<typeof chatCompany>>;

beforeAll(async () => {
  s = await chatCompany(t.app, t.db);
  const { id } = await createConversation(t.app, s.client, { company_id: s.company.id });
  await sendText(t.app, s.manager, id, 'Выставили счета за октябрь и ноябрь');
  await sendText(t.app, s.client, id, 'Спасибо, пришлите акты сверки');
  await sendText(t.app, s.manager, id, 'Ёлка в офисе 29 декабря');
  const other = await createConversation(t.app, s.outsider, { company_id: s.otherCompany.id });
  await sendText(t.app, s.outsider, other.id, 'Счёт другой компании');
});

const search = (headers: { authorization: string }, companyId: number, query: string) =>
  t.app.inject({
    url: `/api/v1/chat/messages/search-by-company/${companyId}?query=${encodeURIComponent(query)}`,
    headers,
  });

describe('GET /api/v1/chat/messages/search-by-company/{id}', () => {
  it('finds «счета» by «счёт» with Russian morphology', async () => {
    const body = (await search(s.client.headers, s.company.id, 'счёт')).json();
    expect(body.data.map((m: { text: string }) => m.text)).toEqual([
      'Выставили счета за октябрь и ноябрь',
    ]);
    expect(body.meta).toMatchObject({ current_page: 1, total: 1 });
  });

  it('folds ё to е and finds word forms', async () => {
    expect((await search(s.client.headers, s.company.id, 'елка')).json().data).toHaveLength(1);
    expect((await search(s.manager.headers, s.company.id, 'акт')).json().data[0].text).toBe(
      'Спасибо, пришлите акты сверки',
    );
  });

  it('never returns another company’s messages and refuses an outsider', async () => {
    const outsider = await search(s.outsider.headers, s.company.id, 'счёт');
    expect(outsider.statusCode).toBe(404);
    expect(
      (await search(s.outsider.headers, s.otherCompany.id, 'счёт'))
        .json()
        .data.map((m: { text: string }) => m.text),
    ).toEqual(['Счёт другой компании']);
  });

  it('asks for at least 2 characters', async () => {
    const response = await search(s.client.headers, s.company.id, 'с');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.query).toEqual(['Введите не меньше 2 символов']);
  });
});
