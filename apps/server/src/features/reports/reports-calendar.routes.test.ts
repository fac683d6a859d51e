import { beforeAll, describe, expect, it } from 'vitest';

import { notifications } from '../../db/schema/notifications.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import type { TariffClient } from '../company-tariffs/company-tariffs.fixtures.ts';

import { api, makeReport, reportsCompany, type Headers } from './reports.test-support.ts';

const t = useTestApp({ config: { appUrl: 'https://lk.romashka.test' } });
const { get, post } = api(t);

let a: TariffClient;
let b: TariffClient;
let managerA: { headers: Headers };

type Item = { key: string; date: string; moved_from: string | null; report: { id: number } | null };

/** Unfolds an iCalendar text (RFC 5545 §3.1) into its content lines. */
function icsLines(text: string): string[] {
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}

const feedPath = (url: string) => url.replace('https://lk.romashka.test', '');

beforeAll(async () => {
  t.clock.set(new Date('2026-10-01T09:00:00Z'));
  const first = await reportsCompany(t);
  a = first.client;
  managerA = first.manager;
  b = (await reportsCompany(t, { legal_form: 'ip', tax_system: 'usn6' })).client;
});

describe('the tax calendar', () => {
  it('moves a deadline on a day off to the next working day, saying from when, and links the report made for it', async () => {
    const report = (await makeReport(t, a, managerA.headers)).json().data;
    const response = await get(`/companies/${a.company.id}/tax-calendar?year=2026`, a.headers);
    expect(response.statusCode).toBe(200);
    const calendar = response.json().data;
    expect(calendar.profile).toMatchObject({
      organisation: true,
      tax_system: 'usn6',
      has_employees: true,
    });
    expect(calendar.calendar_confirmed).toBe(true);
    const items: Item[] = calendar.items;
    expect(items.find((item) => item.key === 'rsv:2026-q3')).toMatchObject({
      date: '2026-10-26',
      moved_from: '2026-10-25',
      moved_reason: 'weekend',
    });
    expect(items.find((item) => item.key === 'ndfl_6:2026-q3')?.report?.id).toBe(report.id);
    expect(items.find((item) => item.key === 'usn_declaration:2025')?.date).toBe('2026-03-25');
  });

  it('gives an ИП its own dates (the declaration by 25 April → Monday 27 April 2026) and next year on asking', async () => {
    const items: Item[] = (
      await get(`/companies/${b.company.id}/tax-calendar?year=2026`, b.headers)
    ).json().data.items;
    expect(items.find((item) => item.key === 'usn_declaration:2025')).toMatchObject({
      date: '2026-04-27',
      moved_from: '2026-04-25',
    });
    const next = await get(`/companies/${b.company.id}/tax-calendar?year=2027`, b.headers);
    expect(next.json().data.year).toBe(2027);
    expect(next.json().data.calendar_confirmed).toBe(false);
  });

  it('shows no company’s calendar to another company and refuses a year that is not one', async () => {
    expect((await get(`/companies/${a.company.id}/tax-calendar`, b.headers)).statusCode).toBe(404);
    const bad = await get(`/companies/${a.company.id}/tax-calendar?year=двадцать`, a.headers);
    expect(bad.statusCode).toBe(422);
  });
});

describe('the .ics feed', () => {
  it('serves valid iCalendar by a secret URL without a bearer; a new URL revokes the old one, deleting revokes it', async () => {
    const made = await post(`/companies/${a.company.id}/tax-calendar/feed`, a.headers);
    expect(made.statusCode).toBe(201);
    const { url, webcal_url: webcal } = made.json().data;
    expect(url).toMatch(
      /^https:\/\/lk\.romashka\.test\/api\/v1\/calendar\/\d+-[A-Za-z0-9]{40}\.ics$/,
    );
    expect(webcal).toBe(url.replace('https://', 'webcal://'));
    const state = await get(`/companies/${a.company.id}/tax-calendar/feed`, a.headers);
    expect(state.json().data).toMatchObject({ active: true, url: null });

    const feed = await t.app.inject({ method: 'GET', url: feedPath(url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    for (const raw of feed.body.split('\r\n')) {
      expect(Buffer.byteLength(raw, 'utf8')).toBeLessThanOrEqual(75);
    }
    const lines = icsLines(feed.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT').length).toBe(
      lines.filter((line) => line === 'END:VEVENT').length,
    );
    expect(lines).toContain('DTSTART;VALUE=DATE:20261026');
    expect(
      lines.some((line) =>
        line.startsWith('SUMMARY:Расчёт по страховым взносам (РСВ) за 3 квартал 2026'),
      ),
    ).toBe(true);
    expect(lines.some((line) => line.includes('Перенесено с 25 октября (выходной)'))).toBe(true);
    expect(lines).toContain('TRIGGER:-P6DT15H');

    const renewed = await post(`/companies/${a.company.id}/tax-calendar/feed`, a.headers);
    expect((await t.app.inject({ method: 'GET', url: feedPath(url) })).statusCode).toBe(404);
    const newUrl = feedPath(renewed.json().data.url);
    expect((await t.app.inject({ method: 'GET', url: newUrl })).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/companies/${a.company.id}/tax-calendar/feed`,
      headers: a.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: newUrl })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/calendar/1-guess.ics' })).statusCode,
    ).toBe(404);
  });

  it('lets no user make a feed of another company', async () => {
    expect((await post(`/companies/${a.company.id}/tax-calendar/feed`, b.headers)).statusCode).toBe(
      404,
    );
  });
});

describe('deadline reminders', () => {
  async function remindersOf(userId: number) {
    const rows = (await t.db.select().from(notifications)).filter((row) => row.userId === userId);
    return rows
      .filter((row) => row.data.event === 'deadline_soon')
      .map((row) => String(row.data.text));
  }

  it('reminds 7 days and 1 day ahead, once each, however often the sweep runs', async () => {
    t.clock.set(new Date('2026-10-19T06:00:00Z'));
    await t.app.reportsReminders.runReminders();
    await t.app.reportsReminders.runReminders();
    const week = await remindersOf(a.user.id);
    expect(week).toContainEqual(
      expect.stringContaining(
        'Расчёт по страховым взносам (РСВ) за 3 квартал 2026 — срок 26.10.2026, через 7 дней',
      ),
    );
    const count = week.length;

    t.clock.set(new Date('2026-10-25T06:00:00Z'));
    await t.app.reportsReminders.runReminders();
    await t.app.reportsReminders.runReminders();
    const day = await remindersOf(a.user.id);
    expect(day).toContainEqual(expect.stringContaining('срок 26.10.2026, завтра'));
    expect(
      day.filter((text) => text.includes('РСВ') && text.includes('через 7 дней')),
    ).toHaveLength(1);
    expect(day.length).toBeGreaterThan(count);
    expect((await remindersOf(b.user.id)).every((text) => !text.includes(a.company.name))).toBe(
      true,
    );
  });
});
