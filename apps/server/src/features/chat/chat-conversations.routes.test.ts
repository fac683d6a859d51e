import { KICK_NOT_ALLOWED, MASTER_CANNOT_LEAVE, NOT_ENOUGH_RIGHTS } from '@kabinet/domain/chat';
import { beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from '../../testing/build-test-app.ts';

import { chatCompany, createConversation, sendText, type Person } from './chat.test-support.ts';

const t = useTestApp();
let s: Awaited<ReturnType<typeof chatCompany>>;

beforeAll(async () => {
  s = await chatCompany(t.app, t.db);
});

const get = (who: Person, url: string) => t.app.inject({ url, headers: who.headers });
const post = (who: Person, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });

async function chatUserIdOf(who: Person) {
  return (await get(who, '/api/v1/chat/user/current')).json().data.id as number;
}

describe('POST /api/v1/chat/conversations', () => {
  it('makes the creator the master and adds the company’s assigned manager', async () => {
    const conversation = await createConversation(t.app, s.client, { company_id: s.company.id });
    expect(conversation.chat_user_id).toBe(await chatUserIdOf(s.client));
    const userIds = conversation.chat_users.map((c) => c.user_id);
    expect(userIds).toEqual(expect.arrayContaining([s.client.user.id, s.manager.user.id]));
    expect(userIds).not.toContain(s.employee.user.id);
  });

  it('refuses a name that is empty and a user of another company', async () => {
    const empty = await post(s.client, '/api/v1/chat/conversations', {
      name: ' ',
      company_id: s.company.id,
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.name).toEqual(['Укажите название']);
    const foreign = await post(s.client, '/api/v1/chat/conversations', {
      name: 'Счета',
      company_id: s.company.id,
      user_ids: [s.outsider.user.id],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.user_ids).toEqual(['Пользователь не состоит в компании']);
  });

  it('answers 404 for a company the caller cannot use', async () => {
    const response = await post(s.outsider, '/api/v1/chat/conversations', {
      name: 'Взлом',
      company_id: s.company.id,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Компания не найдена.' });
  });
});

describe('listing and opening', () => {
  it('lists only the caller’s conversations and skips non-numeric ids', async () => {
    const a = await createConversation(t.app, s.client, {
      company_id: s.company.id,
      name: 'Первичные документы',
    });
    const b = await createConversation(t.app, s.client, {
      company_id: s.company.id,
      name: 'Зарплата',
    });
    const all = (await get(s.client, '/api/v1/chat/conversations'))
      .json()
      .data.map((c: { id: number }) => c.id);
    expect(all).toEqual(expect.arrayContaining([a.id, b.id]));
    const some = (
      await get(s.client, `/api/v1/chat/conversations?chat_conversation_ids=${a.id},abc`)
    ).json().data;
    expect(some.map((c: { id: number }) => c.id)).toEqual([a.id]);
    expect((await get(s.outsider, '/api/v1/chat/conversations')).json().data).toEqual([]);
    expect((await get(s.outsider, `/api/v1/chat/conversations/${a.id}`)).statusCode).toBe(404);
  });

  it('searches the caller’s conversations of a company by name', async () => {
    await createConversation(t.app, s.client, {
      company_id: s.company.id,
      name: 'Налоговая отчётность',
    });
    for (const prefix of ['/api/v1/chat', '/api/v1/chat-refactor']) {
      const found = (
        await get(s.client, `${prefix}/conversations/search-by-company/${s.company.id}?query=налог`)
      ).json().data;
      expect(found.map((c: { name: string }) => c.name)).toEqual(['Налоговая отчётность']);
      expect(
        (await get(s.outsider, `${prefix}/conversations/search-by-company/${s.company.id}`))
          .statusCode,
      ).toBe(404);
    }
  });

  it('shows each conversation its own newest live message in the list', async () => {
    const edited = await createConversation(t.app, s.client, {
      company_id: s.company.id,
      name: 'Акты сверки',
    });
    const other = await createConversation(t.app, s.client, {
      company_id: s.company.id,
      name: 'Кадры',
    });
    const empty = await createConversation(t.app, s.client, {
      company_id: s.company.id,
      name: 'Пустой',
    });
    await sendText(t.app, s.client, edited.id, 'Первое');
    const removed = (await sendText(t.app, s.client, edited.id, 'Удалённое')).json().data;
    await sendText(t.app, s.manager, other.id, 'В другом чате');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/chat/messages/${removed.id}`,
      headers: s.client.headers,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    const list = (
      await get(
        s.client,
        `/api/v1/chat/conversations?chat_conversation_ids=${edited.id},${other.id},${empty.id}`,
      )
    ).json().data as { id: number; last_message: { text: string } | null }[];
    const lastText = new Map(list.map((c) => [c.id, c.last_message?.text ?? null]));
    expect(lastText).toEqual(
      new Map([
        [edited.id, 'Первое'],
        [other.id, 'В другом чате'],
        [empty.id, null],
      ]),
    );
  });

  it('counts unread per participant and marks others’ messages read on read', async () => {
    const { id } = await createConversation(t.app, s.client, {
      company_id: s.company.id,
      name: 'Счета',
    });
    await sendText(t.app, s.client, id, 'Первое');
    await sendText(t.app, s.client, id, 'Второе');
    await sendText(t.app, s.manager, id, 'Ответ менеджера');
    const managerView = (await get(s.manager, `/api/v1/chat/conversations/${id}`)).json().data;
    expect(managerView.unread_count).toBe(2);
    expect(managerView.last_message.text).toBe('Ответ менеджера');
    const read = await post(s.manager, `/api/v1/chat-refactor/conversations/${id}/read`, {
      manual_read: true,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.read_messages).toHaveLength(2);
    expect(
      (await get(s.manager, `/api/v1/chat/conversations/${id}`)).json().data.unread_count,
    ).toBe(0);
    expect((await get(s.client, `/api/v1/chat/conversations/${id}`)).json().data.unread_count).toBe(
      1,
    );
    const again = await post(s.manager, `/api/v1/chat/conversations/${id}/read`);
    expect(again.json()).toEqual({ data: { read_messages: [] } });
  });

  it('opens a conversation: sets it current, marks read and answers it with its messages', async () => {
    const { id } = await createConversation(t.app, s.client, {
      company_id: s.company.id,
      name: 'Акты',
    });
    await sendText(t.app, s.manager, id, 'Акт за октябрь готов');
    const response = await post(s.client, '/api/v1/chat/user/change-conversation', {
      chat_conversation_id: id,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.id).toBe(id);
    expect(data.messages.map((m: { text: string }) => m.text)).toEqual(['Акт за октябрь готов']);
    expect(data.messages[0].read_at).not.toBeNull();
    expect(data.unread_count).toBe(0);
    expect(data.message_pagination_info.meta).toMatchObject({ current_page: 1, last_page: 1 });
    expect(
      (await get(s.client, '/api/v1/chat/user/current')).json().data.current_chat_conversation_id,
    ).toBe(id);
    expect(
      (
        await post(s.outsider, '/api/v1/chat/user/change-conversation', {
          chat_conversation_id: id,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('participants and the master rules (SPEC §6/§8)', () => {
  it('lets a participant invite a company user, and refuses outsiders', async () => {
    const { id } = await createConversation(t.app, s.client, {
      company_id: s.company.id,
      name: 'Кадры',
    });
    const invited = await post(s.manager, `/api/v1/chat/conversations/${id}/invite`, {
      user_ids: [s.employee.user.id],
    });
    expect(invited.statusCode).toBe(200);
    expect(invited.json().data.chat_users.map((c: { user_id: number }) => c.user_id)).toContain(
      s.employee.user.id,
    );
    const foreign = await post(s.manager, `/api/v1/chat/conversations/${id}/invite`, {
      user_ids: [s.outsider.user.id],
    });
    expect(foreign.statusCode).toBe(422);
    expect(
      (
        await post(s.outsider, `/api/v1/chat/conversations/${id}/invite`, {
          user_ids: [s.outsider.user.id],
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses the master leaving and non-masters removing or kicking others', async () => {
    const { id } = await createConversation(t.app, s.client, {
      company_id: s.company.id,
      name: 'Правила',
      user_ids: [s.employee.user.id],
    });
    const employeeChatUser = await chatUserIdOf(s.employee);
    const clientChatUser = await chatUserIdOf(s.client);
    const leave = await get(s.client, `/api/v1/chat-refactor/conversations/${id}/leave/current`);
    expect(leave.statusCode).toBe(403);
    expect(leave.json()).toEqual({ message: MASTER_CANNOT_LEAVE });
    const remove = await get(
      s.manager,
      `/api/v1/chat-refactor/conversations/${id}/leave/other?chat_user_id=${employeeChatUser}`,
    );
    expect(remove.statusCode).toBe(403);
    expect(remove.json()).toEqual({ message: NOT_ENOUGH_RIGHTS });
    const kick = await post(
      s.manager,
      `/api/v1/chat/conversations/${id}/disconnect/${clientChatUser}`,
    );
    expect(kick.statusCode).toBe(403);
    expect(kick.json()).toEqual({ message: KICK_NOT_ALLOWED });
    const masterSelf = await post(
      s.client,
      `/api/v1/chat/conversations/${id}/disconnect/${clientChatUser}`,
    );
    expect(masterSelf.json()).toEqual({ message: MASTER_CANNOT_LEAVE });
  });

  it('lets the master remove a user and clears that user’s current conversation', async () => {
    const { id } = await createConversation(t.app, s.client, {
      company_id: s.company.id,
      name: 'Удаление',
      user_ids: [s.employee.user.id],
    });
    await post(s.employee, '/api/v1/chat/user/change-conversation', { chat_conversation_id: id });
    const employeeChatUser = await chatUserIdOf(s.employee);
    const removed = await get(
      s.client,
      `/api/v1/chat-refactor/conversations/${id}/leave/other?chat_user_id=${employeeChatUser}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.chat_users.map((c: { id: number }) => c.id)).not.toContain(
      employeeChatUser,
    );
    expect(
      (await get(s.employee, '/api/v1/chat/user/current')).json().data.current_chat_conversation_id,
    ).toBeNull();
    expect((await get(s.employee, `/api/v1/chat/conversations/${id}`)).statusCode).toBe(404);
  });

  it('lets the master kick and a participant leave', async () => {
    const { id } = await createConversation(t.app, s.client, {
      company_id: s.company.id,
      name: 'Выход',
      user_ids: [s.employee.user.id],
    });
    const left = await get(s.manager, `/api/v1/chat-refactor/conversations/${id}/leave/current`);
    expect(left.json()).toEqual({ data: { chat_conversation_id: id } });
    const kicked = await post(
      s.client,
      `/api/v1/chat/conversations/${id}/disconnect/${await chatUserIdOf(s.employee)}`,
    );
    expect(kicked.statusCode).toBe(200);
    expect(kicked.json().data.chat_users).toHaveLength(1);
  });
});

describe('chat user', () => {
  it('shows oneself and conversation partners, but not strangers', async () => {
    await createConversation(t.app, s.client, { company_id: s.company.id, name: 'Знакомство' });
    const managerChatUser = await chatUserIdOf(s.manager);
    expect((await get(s.client, `/api/v1/chat/user/${managerChatUser}`)).json().data.name).toBe(
      'Мария Менеджерова',
    );
    const stranger = await get(s.outsider, `/api/v1/chat/user/${managerChatUser}`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: 'Пользователь чата не найден' });
  });

  it('sets online and offline, edits only oneself', async () => {
    expect((await post(s.client, '/api/v1/chat/user/online')).json().data.online).toBe(true);
    expect((await post(s.client, '/api/v1/chat/user/offline')).json().data.online).toBe(false);
    const own = await chatUserIdOf(s.client);
    expect((await post(s.client, `/api/v1/chat/users/${own}/offline`)).statusCode).toBe(200);
    expect((await post(s.outsider, `/api/v1/chat/users/${own}/offline`)).statusCode).toBe(403);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/chat/user/${own}`,
      headers: s.client.headers,
      payload: { state: 'в отпуске' },
    });
    expect(renamed.json().data.state).toBe('в отпуске');
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/chat/user/${own}`,
      headers: s.manager.headers,
      payload: { name: 'Чужое имя' },
    });
    expect(foreign.statusCode).toBe(403);
    const blank = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/chat/user/current',
      headers: s.client.headers,
      payload: { name: '' },
    });
    expect(blank.json().errors.name).toEqual(['Укажите имя']);
  });

  it('answers the initial load with conversations and their first pages', async () => {
    const { id } = await createConversation(t.app, s.client, {
      company_id: s.company.id,
      name: 'Загрузка',
    });
    await sendText(t.app, s.manager, id, 'Здравствуйте!');
    await post(s.client, '/api/v1/chat/user/change-conversation', { chat_conversation_id: id });
    const load = (await get(s.client, '/api/v1/chat/initial-load')).json().data;
    expect(load.current_chat_user.user_id).toBe(s.client.user.id);
    expect(load.current_chat_conversation.id).toBe(id);
    expect(load.chat_conversations.map((c: { id: number }) => c.id)).toContain(id);
    expect(load.chat_messages[String(id)].data[0].text).toBe('Здравствуйте!');
    expect(load.chat_messages[String(id)].meta.per_page).toBe(15);
    expect(load.chat_users.map((c: { user_id: number }) => c.user_id)).toContain(s.manager.user.id);
    const outsiderLoad = (await get(s.outsider, '/api/v1/chat/initial-load')).json().data;
    expect(outsiderLoad.chat_conversations).toEqual([]);
  });
});
