// Saved replies. A manager keeps their own, admins keep the firm's; clients have none.
import { beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';

const t = useTestApp();
const headers = {
  manager: { authorization: '' },
  other: { authorization: '' },
  admin: { authorization: '' },
  client: { authorization: '' },
};

beforeAll(async () => {
  headers.manager = bearer(await loginAs(t.app, await createUser(t.db, { roleSlug: 'manager' })));
  headers.other = bearer(await loginAs(t.app, await createUser(t.db, { roleSlug: 'manager' })));
  headers.admin = bearer(await loginAs(t.app, await createUser(t.db, { roleSlug: 'admin' })));
  headers.client = bearer(await loginAs(t.app, await createUser(t.db)));
});

const call = (
  who: keyof typeof headers,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/v1/chat/templates${url}`,
    headers: headers[who],
    ...(payload ? { payload } : {}),
  });

const titles = async (who: keyof typeof headers) =>
  ((await call(who, 'GET', '')).json().data as { title: string }[]).map((item) => item.title);

describe('/api/v1/chat/templates', () => {
  it('keeps a manager’s own replies to them, and the firm’s for every staff member', async () => {
    const own = await call('manager', 'POST', '', { title: 'Счёт', text: 'Счёт во вложении.' });
    expect(own.statusCode).toBe(201);
    expect(own.json().data).toEqual({
      id: expect.any(Number),
      title: 'Счёт',
      text: 'Счёт во вложении.',
      shared: false,
      editable: true,
    });
    const firm = await call('admin', 'POST', '', {
      title: 'Приветствие',
      text: 'Добрый день!',
      shared: true,
    });
    expect(firm.statusCode).toBe(201);

    expect(await titles('manager')).toEqual(['Приветствие', 'Счёт']);
    expect(await titles('other')).toEqual(['Приветствие']);
    const seenByManager = (await call('manager', 'GET', '')).json().data as {
      title: string;
      editable: boolean;
    }[];
    expect(seenByManager.find((item) => item.title === 'Приветствие')?.editable).toBe(false);
  });

  it('lets only the author change their reply; another manager gets 404', async () => {
    const id = (
      await call('manager', 'POST', '', { title: 'Выписка', text: 'Пришлите выписку.' })
    ).json().data.id;
    expect((await call('other', 'PUT', `/${id}`, { title: 'Моё', text: 'Моё' })).statusCode).toBe(
      404,
    );
    expect((await call('other', 'DELETE', `/${id}`)).statusCode).toBe(404);
    const edited = await call('manager', 'PUT', `/${id}`, {
      title: 'Выписка за месяц',
      text: 'Пришлите выписку за месяц.',
    });
    expect(edited.json().data.title).toBe('Выписка за месяц');
    expect((await call('manager', 'DELETE', `/${id}`)).statusCode).toBe(204);
    expect(await titles('manager')).not.toContain('Выписка за месяц');
  });

  it('keeps the firm’s replies to admins', async () => {
    const shared = await call('manager', 'POST', '', {
      title: 'Общий',
      text: 'Текст',
      shared: true,
    });
    expect(shared.statusCode).toBe(403);
    expect(shared.json()).toEqual({ message: 'Общие шаблоны фирмы меняет администратор.' });
    const firmId = (
      (await call('manager', 'GET', '')).json().data as { id: number; shared: boolean }[]
    ).find((item) => item.shared)?.id;
    expect((await call('manager', 'DELETE', `/${firmId}`)).statusCode).toBe(403);
    expect(await titles('other')).toContain('Приветствие');
  });

  it('answers 422 in Russian for an empty reply, and 403 to a client', async () => {
    const empty = await call('manager', 'POST', '', { title: '', text: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      title: ['Укажите название.'],
      text: ['Введите текст ответа.'],
    });
    const client = await call('client', 'GET', '');
    expect(client.statusCode).toBe(403);
    expect((await call('client', 'POST', '', { title: 'Я', text: 'Клиент' })).statusCode).toBe(403);
  });
});
