// Defect 4 and the weak spots: control characters in user text are a Russian 422 on
// every route (they answered 500: PostgreSQL text cannot hold NUL), an anonymous caller is
// refused before its body is validated, and a request Node's parser rejects still gets our
// Russian envelope.
import { connect } from 'node:net';

import { beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from '../testing/build-test-app.ts';
import { createCompany, createUser } from '../testing/factories.ts';
import { bearer, loginAs } from '../testing/login-as.ts';
import { multipartFile } from '../testing/multipart.ts';

const t = useTestApp();
const INVALID = 'Недопустимый символ в поле';

let client: { authorization: string };
let companyId: number;

beforeAll(async () => {
  const user = await createUser(t.db);
  companyId = (await createCompany(t.db, user.id)).id;
  client = bearer(await loginAs(t.app, user));
});

describe('control characters in user text', () => {
  it('are refused at login, without a token, as a 422 on the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { login: 'client\u0000@kabinet.demo', password: 'x' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: INVALID, errors: { login: [INVALID] } });
  });

  it('are refused in a profile edit, and nothing is written', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/edit-profile',
      headers: client,
      payload: { name: 'Ива\u0000н' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: [INVALID] });
    const me = await t.app.inject({ url: '/api/user-full/current', headers: client });
    expect(me.json().data.name).toBe('Пётр');
  });

  it('are refused in a path and a query', async () => {
    const path = await t.app.inject({
      url: '/api/v1/companies/search/%D0%A0%D0%BE%00',
      headers: client,
    });
    expect(path.statusCode).toBe(422);
    expect(path.json().errors).toEqual({ text: [INVALID] });
    const query = await t.app.inject({
      url: `/api/v1/chat/messages/search-by-company/${companyId}?query=%07`,
      headers: client,
    });
    expect(query.statusCode).toBe(422);
    expect(query.json().errors).toEqual({ query: [INVALID] });
  });

  it('are refused in an uploaded file name', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    const upload = multipartFile('file', 'Устав\u0000.pdf', 'application/pdf', pdf);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${companyId}/documents`,
      headers: { ...client, ...upload.headers },
      payload: upload.payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: [INVALID] });
  });

  it('leave tabs, line breaks, emoji and right-to-left text alone', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/edit-profile',
      headers: client,
      payload: { name: 'Пётр 😀 \u200Fשלום' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.name).toBe('Пётр 😀 \u200Fשלום');
  });
});

describe('an anonymous caller', () => {
  it('gets 401 before its malformed body is validated', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/broadcasting/auth',
      payload: { socket_id: 42, channel_name: ['x'] },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Требуется вход в систему.' });
  });
});

describe('a request the HTTP parser refuses', () => {
  it('gets a Russian answer in our envelope', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
      socket.write(
        Buffer.from(
          `GET /api/v1/chat/messages/search-by-company/1?query=счёт HTTP/1.1\r\nHost: localhost\r\n\r\n`,
          'utf8',
        ),
      );
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'Некорректный запрос.',
    });
  });
});

describe('a JSON body nested thousands deep', () => {
  const nested = (depth: number) => `{"name": ${'['.repeat(depth)}${']'.repeat(depth)}}`;

  it('is a Russian 400 before parsing (it overflowed the stack: 500)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: nested(20_000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Слишком глубокая вложенность JSON.' });
  });

  it('counts only real nesting: brackets inside strings and a usual body pass', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/edit-profile',
      headers: { ...client, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: `Пётр ${'['.repeat(100)}` }),
    });
    expect(response.statusCode).toBe(200);
    const shallow = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: nested(10),
    });
    expect(shallow.statusCode).toBe(422);
  });
});
