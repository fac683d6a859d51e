import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { loadSeedGuides } from '../../db/seed/guides-catalogue.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';

import { seedGuidesCatalogue } from './guides-catalogue.seed.ts';

// One app (and database) for the whole file: the catalogue is seeded once, tests add their own.
const t = useTestApp();

type Headers = Record<string, string>;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers = {},
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function signIn(roleSlug?: 'manager' | 'admin'): Promise<Headers> {
  const user = await createUser(t.db, roleSlug ? { roleSlug } : {});
  return bearer(await loginAs(t.app, user));
}

let sequence = 0;
/** An admin's article, published unless told; its words are unique to the test. */
async function article(
  admin: Headers,
  fields: Partial<{ title: string; summary: string; body_markdown: string }> = {},
  publish = true,
) {
  sequence += 1;
  const response = await call('POST', '/api/v1/admin/guides', admin, {
    slug: `test-article-${sequence}`,
    category: 'taxes',
    title: `Тестовая статья ${sequence}`,
    summary: '',
    body_markdown: '',
    ...fields,
  });
  expect(response.statusCode).toBe(201);
  const created = response.json().data as { id: number; slug: string; status: string };
  expect(created.status).toBe('draft');
  if (publish) {
    const published = await call('POST', `/api/v1/admin/guides/${created.id}/publish`, admin);
    expect(published.json().data.status).toBe('published');
  }
  return created;
}

describe('the seeded knowledge base', () => {
  it('adds its sections and at least 12 published articles once, by slug', async () => {
    const seeded = loadSeedGuides();
    expect(seeded.length).toBeGreaterThanOrEqual(12);
    expect(await seedGuidesCatalogue(t.db)).toBe(seeded.length);
    expect(await seedGuidesCatalogue(t.db)).toBe(0);
    const client = await signIn();
    const categories = (await call('GET', '/api/v1/guide-categories', client)).json().data;
    expect(categories.map((c: { slug: string }) => c.slug)).toContain('payments');
    const list = (await call('GET', '/api/v1/guides', client)).json().data;
    expect(list.map((g: { slug: string }) => g.slug)).toEqual(
      expect.arrayContaining(seeded.map((g) => g.slug)),
    );
    const one = (await call('GET', '/api/v1/guides/kak-oplatit-schet', client)).json().data;
    expect(one).toMatchObject({ title: 'Как оплатить счёт', category: 'payments' });
    expect(one.body_markdown).toContain('ЮKassa');
    expect(one.related.length).toBeGreaterThan(0);
  });

  it('keeps an article the admin deleted deleted when the server starts again', async () => {
    const admin = await signIn('admin');
    const one = (await call('GET', '/api/v1/guides/kak-priglasit-kollegu', admin)).json().data;
    expect((await call('DELETE', `/api/v1/admin/guides/${one.id}`, admin)).statusCode).toBe(200);
    expect(await seedGuidesCatalogue(t.db)).toBe(0);
    expect((await call('GET', '/api/v1/guides/kak-priglasit-kollegu', admin)).statusCode).toBe(404);
  });
});

describe('GET /api/v1/guides search', () => {
  it('finds word forms in Russian («декларация» → «декларацию»), best match first', async () => {
    const admin = await signIn('admin');
    const client = await signIn();
    const inBody = await article(admin, {
      title: 'Как сдать отчётность',
      body_markdown: 'Мы подготовим **декларацию** о доходах и отправим её.',
    });
    const inTitle = await article(admin, {
      title: 'Декларация по упрощёнке',
      summary: 'Когда сдаётся декларация',
      body_markdown: 'Декларации сдаются раз в год.',
    });
    const other = await article(admin, { title: 'Про зарплату', body_markdown: 'Аванс и расчёт.' });

    const response = await call(
      'GET',
      `/api/v1/guides?query=${encodeURIComponent('декларация')}`,
      client,
    );
    expect(response.statusCode).toBe(200);
    const ids = response.json().data.map((g: { id: number }) => g.id) as number[];
    expect(ids).toContain(inBody.id);
    expect(ids).toContain(inTitle.id);
    expect(ids).not.toContain(other.id);
    expect(ids.indexOf(inTitle.id)).toBeLessThan(ids.indexOf(inBody.id));
  });

  it('lists everything published for an empty query, and filters by category', async () => {
    const admin = await signIn('admin');
    const client = await signIn();
    const mine = await article(admin);
    const all = (await call('GET', '/api/v1/guides?query=', client)).json().data;
    expect(all.map((g: { id: number }) => g.id)).toContain(mine.id);
    const payments = (await call('GET', '/api/v1/guides?category=payments', client)).json().data;
    expect(payments.length).toBeGreaterThan(0);
    expect(payments.every((g: { category: string }) => g.category === 'payments')).toBe(true);
    const none = (await call('GET', '/api/v1/guides?category=nope', client)).json().data;
    expect(none).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await call('GET', '/api/v1/guides')).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/guides/kak-oplatit-schet')).statusCode).toBe(401);
  });
});

describe('drafts and admin rights', () => {
  it('hides drafts from clients (list, search, by id and slug) but shows them to admins', async () => {
    const admin = await signIn('admin');
    const client = await signIn();
    const draft = await article(admin, { title: 'Черновик про патент' }, false);
    const clientList = (await call('GET', '/api/v1/guides?query=патент', client)).json().data;
    expect(clientList.map((g: { id: number }) => g.id)).not.toContain(draft.id);
    expect((await call('GET', `/api/v1/guides/${draft.id}`, client)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/guides/${draft.slug}`, client)).statusCode).toBe(404);
    const vote = await call('POST', `/api/v1/guides/${draft.id}/feedback`, client, {
      helpful: true,
    });
    expect(vote.statusCode).toBe(404);
    const adminList = (await call('GET', '/api/v1/admin/guides', admin)).json().data;
    expect(adminList.map((g: { id: number }) => g.id)).toContain(draft.id);
    expect((await call('GET', `/api/v1/admin/guides/${draft.id}`, admin)).statusCode).toBe(200);

    await call('POST', `/api/v1/admin/guides/${draft.id}/publish`, admin);
    expect((await call('GET', `/api/v1/guides/${draft.slug}`, client)).statusCode).toBe(200);
    await call('POST', `/api/v1/admin/guides/${draft.id}/unpublish`, admin);
    expect((await call('GET', `/api/v1/guides/${draft.slug}`, client)).statusCode).toBe(404);
  });

  it('refuses every admin call to a client and a manager with 403', async () => {
    const admin = await signIn('admin');
    const mine = await article(admin);
    for (const headers of [await signIn(), await signIn('manager')]) {
      const calls = [
        call('GET', '/api/v1/admin/guides', headers),
        call('GET', `/api/v1/admin/guides/${mine.id}`, headers),
        call('POST', '/api/v1/admin/guides', headers, {
          slug: 'hack',
          category: 'taxes',
          title: 'x',
        }),
        call('PUT', `/api/v1/admin/guides/${mine.id}`, headers, {
          slug: mine.slug,
          category: 'taxes',
          title: 'Взлом',
        }),
        call('DELETE', `/api/v1/admin/guides/${mine.id}`, headers),
        call('POST', `/api/v1/admin/guides/${mine.id}/unpublish`, headers),
        call('POST', '/api/v1/admin/guide-images', headers),
      ];
      for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
    }
    const still = (await call('GET', `/api/v1/admin/guides/${mine.id}`, admin)).json().data;
    expect(still.status).toBe('published');
    expect(still.title).not.toBe('Взлом');
  });

  it('stores Markdown with <script> as it is, and answers bad input with Russian 422s', async () => {
    const admin = await signIn('admin');
    const client = await signIn();
    const body = '# Заголовок\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>';
    const mine = await article(admin, { body_markdown: body });
    const read = (await call('GET', `/api/v1/guides/${mine.id}`, client)).json().data;
    expect(read.body_markdown).toBe(body);

    const bad = await call('POST', '/api/v1/admin/guides', admin, {
      slug: 'Плохой адрес',
      category: 'taxes',
      title: '',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['slug', 'title']));
    const unknown = await call('POST', '/api/v1/admin/guides', admin, {
      slug: 'new-one',
      category: 'no-such-section',
      title: 'Статья',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.category).toEqual(['Такого раздела нет.']);
    const taken = await call('POST', '/api/v1/admin/guides', admin, {
      slug: mine.slug,
      category: 'taxes',
      title: 'Дубль',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.slug).toEqual(['Статья с таким адресом уже есть.']);
  });

  it('edits, links related articles first, and deletes', async () => {
    const admin = await signIn('admin');
    const client = await signIn();
    const first = await article(admin);
    const second = await article(admin);
    const edited = await call('PUT', `/api/v1/admin/guides/${first.id}`, admin, {
      slug: first.slug,
      category: 'payments',
      title: 'Новый заголовок',
      summary: 'Кратко',
      body_markdown: 'Текст',
      related_ids: [second.id],
    });
    expect(edited.statusCode).toBe(200);
    const read = (await call('GET', `/api/v1/guides/${first.id}`, client)).json().data;
    expect(read).toMatchObject({ title: 'Новый заголовок', category: 'payments' });
    expect(read.related[0].id).toBe(second.id);
    expect((await call('DELETE', `/api/v1/admin/guides/${first.id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/guides/${first.id}`, client)).statusCode).toBe(404);
  });
});

describe('POST /api/v1/guides/{id}/feedback', () => {
  it('keeps one vote per user: a second vote replaces the first', async () => {
    const admin = await signIn('admin');
    const mine = await article(admin);
    const alice = await signIn();
    const bob = await signIn();
    const url = `/api/v1/guides/${mine.id}/feedback`;
    const first = await call('POST', url, alice, { helpful: true });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.feedback).toEqual({ helpful: 1, not_helpful: 0, my_vote: true });
    await call('POST', url, bob, { helpful: true });
    const changed = await call('POST', url, alice, { helpful: false });
    expect(changed.json().data.feedback).toEqual({ helpful: 1, not_helpful: 1, my_vote: false });
    const bobSees = (await call('GET', `/api/v1/guides/${mine.id}`, bob)).json().data.feedback;
    expect(bobSees).toEqual({ helpful: 1, not_helpful: 1, my_vote: true });
    const bad = await call('POST', url, alice, { helpful: 'да' });
    expect(bad.statusCode).toBe(422);
  });
});

describe('POST /api/v1/admin/guide-images', () => {
  const upload = (headers: Headers, bytes: Buffer, filename: string) => {
    const boundary = '----guides-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/guide-images',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };

  it('stores a picture as WebP, served by id; refuses what is not a picture', async () => {
    const admin = await signIn('admin');
    const png = await sharp({
      create: { width: 20, height: 10, channels: 3, background: '#36c' },
    })
      .png()
      .toBuffer();
    const response = await upload(admin, png, 'схема.png');
    expect(response.statusCode).toBe(201);
    const image = response.json().data as { id: number; url: string; markdown: string };
    expect(image.url).toBe(`/api/v1/guide-images/${image.id}`);
    expect(image.markdown).toBe(`![](${image.url})`);
    const served = await call('GET', image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 20 });

    const html = await upload(admin, Buffer.from('<svg onload="alert(1)"></svg>'), 'x.png');
    expect(html.statusCode).toBe(422);
    expect(html.json().errors.file).toBeDefined();
    expect((await call('GET', '/api/v1/guide-images/999999')).statusCode).toBe(404);
  });
});
