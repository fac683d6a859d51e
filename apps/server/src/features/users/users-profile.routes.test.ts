import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { errorBody } from '../../platform/errors.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { createUser, TEST_PASSWORD } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { SAMPLE_EXE, SAMPLE_PDF, samplePicture } from '../../testing/sample-files.ts';
import { wrongCode, wrongCurrentPassword, wrongPassword } from '../auth/auth.errors.ts';

import { avatarBadType, avatarTooLarge } from './users.errors.ts';

const t = useTestApp();

async function signedIn() {
  const user = await createUser(t.db);
  return { user, token: await loginAs(t.app, user) };
}

const me = (token: string) =>
  t.app.inject({ url: '/api/user-full/current', headers: bearer(token) });
const uploadAvatar = (token: string, filename: string, type: string, bytes: Buffer) => {
  const form = multipartFile('file', filename, type, bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/profile/avatar',
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
};

describe('POST /api/v1/profile/avatar', () => {
  it('re-encodes a photo to a 256×256 WebP served with safe headers', async () => {
    const { token } = await signedIn();
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#d33' },
    })
      .png()
      .toBuffer();
    const response = await uploadAvatar(token, 'фото.png', 'image/png', png);
    expect(response.statusCode).toBe(200);
    const url: string = response.json().data.meta.avatar.file_url;
    expect(url).toMatch(/^\/files\/avatars\/\d+\/[A-Za-z0-9]{32}\.webp$/);
    const file = await t.app.inject({ url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename=/);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });
  });

  it.each(['jpeg', 'gif', 'webp'] as const)('takes a %s photo by its bytes', async (format) => {
    const { token } = await signedIn();
    const bytes = await samplePicture(format);
    const response = await uploadAvatar(token, 'фото', 'application/octet-stream', bytes);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.meta.avatar.file_url).toMatch(/\.webp$/);
  });

  it.each([
    { name: 'фото.jpg', bytes: SAMPLE_EXE },
    { name: 'фото.png', bytes: SAMPLE_PDF },
  ])('refuses «$name» whose bytes are no picture', async ({ name, bytes }) => {
    const { token } = await signedIn();
    const response = await uploadAvatar(token, name, 'image/jpeg', bytes);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(errorBody(avatarBadType()));
  });

  it('refuses an SVG and an HTML page renamed to .png', async () => {
    const { token } = await signedIn();
    const svg = await uploadAvatar(
      token,
      'a.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(svg.statusCode).toBe(422);
    expect(svg.json()).toEqual(errorBody(avatarBadType()));
    const html = await uploadAvatar(
      token,
      'a.png',
      'image/png',
      Buffer.from('<html><script>alert(1)</script></html>'),
    );
    expect(html.json()).toEqual(errorBody(avatarBadType()));
  });

  it('refuses a file over 5 MB', async () => {
    const { token } = await signedIn();
    const big = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.alloc(5 * 1024 * 1024 + 10),
    ]);
    const response = await uploadAvatar(token, 'big.jpg', 'image/jpeg', big);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(errorBody(avatarTooLarge()));
  });

  it('removes the avatar with DELETE', async () => {
    const { token } = await signedIn();
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#3d3' } })
      .gif()
      .toBuffer();
    const url: string = (await uploadAvatar(token, 'a.gif', 'image/gif', gif)).json().data.meta
      .avatar.file_url;
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/profile/avatar',
      headers: bearer(token),
    });
    expect(response.json().data.meta.avatar).toBeNull();
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });
});

describe('POST /api/v1/profile/phone/code and /profile/phone', () => {
  it('changes the phone after the code sent to the new number', async () => {
    const { token } = await signedIn();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/phone/code',
      headers: bearer(token),
      payload: { phone: '8 (925) 777-66-55' },
    });
    expect(sent.json()).toEqual({
      data: { sent_to: '79257776655', expires_in: 600, resend_in: 60 },
    });
    const code = t.outbox.lastCodeTo('79257776655');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/phone',
      headers: bearer(token),
      payload: { phone: '79257776655', code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.json()).toEqual(errorBody(wrongCode()));
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/phone',
      headers: bearer(token),
      payload: { phone: '+7 925 777 66 55', code },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.phone).toBe('79257776655');
  });

  it('tells the old number and the e-mail that the phone was changed', async () => {
    const { user, token } = await signedIn();
    const newPhone = '79257776600';
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/phone/code',
      headers: bearer(token),
      payload: { phone: newPhone },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/phone',
      headers: bearer(token),
      payload: { phone: newPhone, code: t.outbox.lastCodeTo(newPhone) },
    });
    const notices = t.outbox.notices.filter(
      (notice) =>
        notice.subject === 'Телефон для входа изменён' &&
        [user.email, user.phone].includes(notice.to),
    );
    expect(notices.map((notice) => notice.to).sort()).toEqual([user.email, user.phone].sort());
    expect(notices[0]?.text).toContain('+7 (925) 777 - 6600');
  });

  it('does not let another user spend my phone-change code', async () => {
    const mine = await signedIn();
    const theirs = await signedIn();
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/phone/code',
      headers: bearer(mine.token),
      payload: { phone: '79257770001' },
    });
    const code = t.outbox.lastCodeTo('79257770001');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/phone',
      headers: bearer(theirs.token),
      payload: { phone: '79257770001', code },
    });
    expect(response.statusCode).toBe(422);
  });

  it('answers 422 for a number that belongs to someone else', async () => {
    const other = await createUser(t.db);
    const { token } = await signedIn();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/phone/code',
      headers: bearer(token),
      payload: { phone: other.phone },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ phone: ['Этот телефон уже используется.'] });
  });
});

describe('POST /api/v1/profile/password', () => {
  const NEW = 'Новый-пароль-2026';

  it('changes the password, keeps this session and revokes the others', async () => {
    const { user, token } = await signedIn();
    const other = await loginAs(t.app, user);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/password',
      headers: bearer(token),
      payload: { current_password: TEST_PASSWORD, password: NEW, password_confirmation: NEW },
    });
    expect(response.json()).toEqual({ data: { message: 'Пароль изменён.' } });
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect(await loginAs(t.app, user, NEW)).toMatch(/\|/);
    expect(t.outbox.notices).toContainEqual(
      expect.objectContaining({ to: user.email, subject: 'Пароль изменён' }),
    );
  });

  it('answers 422 errors.current_password for a wrong current password, then 429 after 5 tries', async () => {
    const { token } = await signedIn();
    const payload = { current_password: 'не-тот', password: NEW, password_confirmation: NEW };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/password',
      headers: bearer(token),
      payload,
    });
    expect(first.json()).toEqual(errorBody(wrongCurrentPassword()));
    for (let i = 0; i < 4; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/profile/password',
        headers: bearer(token),
        payload,
      });
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/password',
      headers: bearer(token),
      payload,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });
});

describe('account deletion', () => {
  it('schedules deletion in 30 days, limits the account to the deletion routes, and cancels', async () => {
    const { user, token } = await signedIn();
    const other = await loginAs(t.app, user);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/deletion',
      headers: bearer(token),
      payload: { password: 'не-тот' },
    });
    expect(wrong.json()).toEqual(errorBody(wrongPassword()));

    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/deletion',
      headers: bearer(token),
      payload: { password: TEST_PASSWORD },
    });
    expect(requested.statusCode).toBe(200);
    const data = requested.json().data;
    expect(data.status).toBe('IN_DELETE_PROCESS');
    expect(new Date(data.meta.deletion_scheduled_at).getTime()).toBe(
      t.clock.now().getTime() + 30 * 86_400_000,
    );
    expect((await me(other)).statusCode).toBe(401);

    expect((await me(token)).json().data.status).toBe('IN_DELETE_PROCESS');
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/edit-profile',
      headers: bearer(token),
      payload: { nickname: 'x' },
    });
    expect(blocked.statusCode).toBe(403);

    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/profile/deletion',
      headers: bearer(token),
    });
    expect(cancelled.json().data).toMatchObject({
      status: 'ACTIVE',
      meta: { deletion_scheduled_at: null },
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/edit-profile',
          headers: bearer(token),
          payload: { nickname: 'x' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('lets a user in deletion sign in and log out', async () => {
    const user = await createUser(t.db, { status: 'IN_DELETE_PROCESS' });
    const token = await loginAs(t.app, user);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(token) }))
        .statusCode,
    ).toBe(204);
  });
});
