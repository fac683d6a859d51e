import {
  CHAT_FILE_LINK_MINUTES,
  CHAT_FILE_MESSAGES,
  IMAGE_PREVIEW_MAX_SIDE,
} from '@kabinet/domain/chat';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from '../../testing/build-test-app.ts';
import {
  SAMPLE_HTML,
  SAMPLE_TGS,
  sampleOfficeOpenXml,
  sampleOle2,
} from '../../testing/sample-files.ts';

import { chatCompany, createConversation, multipartForm } from './chat.test-support.ts';

const t = useTestApp();
let s: Awaited<ReturnType<typeof chatCompany>>;
let conversationId: number;

beforeAll(async () => {
  s = await chatCompany(t.app, t.db);
  conversationId = (await createConversation(t.app, s.client, { company_id: s.company.id })).id;
});

const fields = (extra: Record<string, string> = {}) => ({
  chat_conversation_id: String(conversationId),
  'extra[date]': new Date().toISOString(),
  ...extra,
});
const send = (form: ReturnType<typeof multipartForm>, headers = s.client.headers) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat/messages',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');

describe('POST /api/chat/messages with files (multipart)', () => {
  it('stores a document and an image with a WebP preview of at most 480 px', async () => {
    const png = await sharp({
      create: { width: 1200, height: 600, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    const response = await send(
      multipartForm(fields({ text: 'Акт и скан', 'extra[client_id]': 'files-1' }), [
        { name: 'Акт сверки.pdf', bytes: pdf },
        { name: 'скан.png', bytes: png },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const message = response.json().data;
    expect(message.type).toBe('TEXT_FILE');
    expect(message.files).toMatchObject([
      { name: 'Акт сверки.pdf', mime: 'application/pdf', kind: 'document', preview_url: null },
      { name: 'скан.png', mime: 'image/png', kind: 'image' },
    ]);
    const original = await t.app.inject({ url: message.files[0].url });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-disposition']).toMatch(/^attachment;/);
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    expect(original.rawPayload.equals(pdf)).toBe(true);
    const preview = await t.app.inject({ url: message.files[1].preview_url });
    expect(preview.headers['content-type']).toBe('image/webp');
    const meta = await sharp(preview.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(IMAGE_PREVIEW_MAX_SIDE);
  });

  it('takes Word, old Excel and a sticker by their bytes, typed by their extension', async () => {
    const response = await send(
      multipartForm(fields({ 'extra[client_id]': 'files-kinds' }), [
        { name: 'Акт сверки.docx', bytes: sampleOfficeOpenXml('docx'), type: 'text/html' },
        { name: 'ОСВ за ноябрь.xls', bytes: sampleOle2() },
        { name: 'котик.tgs', bytes: SAMPLE_TGS },
      ]),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.files).toMatchObject([
      {
        name: 'Акт сверки.docx',
        mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        kind: 'document',
      },
      { name: 'ОСВ за ноябрь.xls', mime: 'application/vnd.ms-excel', kind: 'document' },
      { name: 'котик.tgs', mime: 'application/x-tgsticker', kind: 'sticker' },
    ]);
  });

  it('answers a file-only message as FILE', async () => {
    const response = await send(multipartForm(fields(), [{ name: 'счёт.pdf', bytes: pdf }]));
    expect(response.json().data.type).toBe('FILE');
    expect(response.json().data.text).toBe('');
  });

  it('refuses a renamed executable, an unknown extension and an empty file with Russian messages', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);
    const cases = [
      { file: { name: 'фото.jpg', bytes: exe }, message: CHAT_FILE_MESSAGES.CONTENT_MISMATCH },
      {
        file: { name: 'Счёт.pdf', bytes: SAMPLE_HTML },
        message: CHAT_FILE_MESSAGES.CONTENT_MISMATCH,
      },
      {
        file: { name: 'page.html', bytes: Buffer.from('<script>alert(1)</script>') },
        message: CHAT_FILE_MESSAGES.TYPE_NOT_ALLOWED,
      },
      {
        file: { name: 'logo.svg', bytes: Buffer.from('<svg/>') },
        message: CHAT_FILE_MESSAGES.TYPE_NOT_ALLOWED,
      },
      { file: { name: 'пусто.pdf', bytes: Buffer.alloc(0) }, message: CHAT_FILE_MESSAGES.EMPTY },
    ];
    for (const { file, message } of cases) {
      const response = await send(multipartForm(fields({ text: 'файл' }), [file]));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message, errors: { files: [message] } });
    }
  });

  it('refuses more than 10 files', async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `doc${i}.pdf`, bytes: pdf }));
    const response = await send(multipartForm(fields(), files));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.files).toEqual([CHAT_FILE_MESSAGES.TOO_MANY]);
  });

  it('does not serve a file with a wrong signature', async () => {
    const message = (await send(multipartForm(fields(), [{ name: 'a.pdf', bytes: pdf }]))).json()
      .data;
    const forged = message.files[0].url.replace(/signature=[^&]+/, 'signature=deadbeef');
    expect((await t.app.inject({ url: forged })).statusCode).toBe(404);
    const otherVariant = message.files[0].url.replace('variant=original', 'variant=preview');
    expect((await t.app.inject({ url: otherVariant })).statusCode).toBe(404);
  });

  it('stops serving a URL after its time (403), and it is fresh when the messages are read again', async () => {
    const message = (await send(multipartForm(fields(), [{ name: 'акт.pdf', bytes: pdf }]))).json()
      .data;
    expect(message.files[0].url).toMatch(/[?&]expires=\d+/);
    t.clock.advance(CHAT_FILE_LINK_MINUTES * 60 + 1);
    const expired = await t.app.inject({ url: message.files[0].url });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('Ссылка на файл устарела. Откройте диалог заново.');
    const page = await t.app.inject({
      url: `/api/chat/messages/${conversationId}`,
      headers: s.client.headers,
    });
    const fresh = page.json().data.find((item: { id: number }) => item.id === message.id);
    expect((await t.app.inject({ url: fresh.files[0].url })).statusCode).toBe(200);
    // A chat open for longer asks for one link on its own; an outsider gets none.
    const link = `/api/v1/chat/files/${message.files[0].id}/link?variant=original`;
    const renewed = await t.app.inject({ url: link, headers: s.client.headers });
    expect((await t.app.inject({ url: renewed.json().data.url })).statusCode).toBe(200);
    expect((await t.app.inject({ url: link, headers: s.outsider.headers })).statusCode).toBe(404);
  });

  it('stops serving a member’s URL once they are removed from the company (404), in its time', async () => {
    const withOleg = await createConversation(t.app, s.client, {
      company_id: s.company.id,
      user_ids: [s.employee.user.id],
    });
    await send(
      multipartForm(
        { ...fields({ text: 'для Олега' }), chat_conversation_id: String(withOleg.id) },
        [{ name: 'счёт.pdf', bytes: pdf }],
      ),
    );
    const page = await t.app.inject({
      url: `/api/chat/messages/${withOleg.id}`,
      headers: s.employee.headers,
    });
    const withFile = page.json().data.filter((item: { files: unknown[] }) => item.files.length);
    const url: string = withFile.at(-1).files[0].url;
    expect((await t.app.inject({ url })).statusCode).toBe(200);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/companies/${s.company.id}/users/${s.employee.user.id}`,
      headers: s.client.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });

  it('refuses an outsider sending into the conversation', async () => {
    const response = await send(multipartForm(fields({ text: 'чужой' })), s.outsider.headers);
    expect(response.statusCode).toBe(404);
  });
});
