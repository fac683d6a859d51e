import { describe, expect, it } from 'vitest';

import { appOptionsBodySchema, appOptionsFormOf } from './app-options.schemas.ts';

const valid = {
  telegram_bot_link: 'https://t.me/kabinet_bot',
  support_phone: '+7 (800) 000-00-00',
  support_email: 'help@kabinet.ru',
  analytics_counter_id: '98765432',
};

describe('appOptionsBodySchema', () => {
  it('accepts well-formed options and empty ones', () => {
    expect(appOptionsBodySchema.parse(valid)).toEqual(valid);
    const empty = {
      telegram_bot_link: '',
      support_phone: '',
      support_email: '',
      analytics_counter_id: '',
    };
    expect(appOptionsBodySchema.parse(empty)).toEqual(empty);
  });

  it('refuses a link outside t.me and a counter id with letters, in Russian', () => {
    const result = appOptionsBodySchema.safeParse({
      ...valid,
      telegram_bot_link: 'https://evil.example/t.me/bot',
      analytics_counter_id: '12a',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(messages).toEqual([
      ['telegram_bot_link', 'Укажите ссылку вида https://t.me/имя_бота'],
      ['analytics_counter_id', 'Номер счётчика — только цифры'],
    ]);
  });

  it('refuses http:// links and javascript: links', () => {
    for (const link of ['http://t.me/kabinet_bot', 'javascript:alert(1)//https://t.me/x']) {
      expect(appOptionsBodySchema.safeParse({ ...valid, telegram_bot_link: link }).success).toBe(
        false,
      );
    }
  });
});

describe('appOptionsFormOf', () => {
  it('reads the known options and leaves missing ones empty', () => {
    expect(
      appOptionsFormOf([
        { option_name: 'support_phone', value: '+7 1' },
        { option_name: 'other', value: 'x' },
      ]),
    ).toEqual({
      telegram_bot_link: '',
      support_phone: '+7 1',
      support_email: '',
      analytics_counter_id: '',
    });
  });
});
