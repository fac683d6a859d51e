import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';

import { serializeError } from './log-errors.ts';

describe('logged errors', () => {
  it('keep the statement and the driver code of a failed query, never its values', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_email_unique',
      detail: 'Key (email)=(ivanov@romashka.ru) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "chat_messages" ("text") values ($1)',
      ['Пароль от банка: 12345'],
      cause,
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('insert into \\"chat_messages\\"');
    expect(logged).toContain('23505');
    expect(logged).toContain('users_email_unique');
    expect(logged).not.toContain('Пароль от банка');
    expect(logged).not.toContain('ivanov@romashka.ru');
  });

  it('keep an ordinary error as it is', () => {
    const logged = serializeError(new TypeError('нет такого поля'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'нет такого поля' });
  });
});
