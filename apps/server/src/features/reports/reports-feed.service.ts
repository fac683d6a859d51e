import {
  buildIcsCalendar,
  movedHint,
  REPORT_STATUS_NAMES,
  reportLink,
  type CalendarFeed,
  type IcsEvent,
  type TaxCalendarEntry,
} from '@kabinet/domain/reports';
import { localDate } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { randomString, safeEqual, sha256 } from '../../platform/secrets.ts';
import { canUseCompany } from '../companies/companies.policy.ts';

import type { ReportsAccess, ReportsReader } from './reports-access.service.ts';
import { reportKey, type ReportsCalendar } from './reports-calendar.service.ts';
import { feedNotFound } from './reports.errors.ts';
import * as repo from './reports.repository.ts';

/** `{feed id}-{40 random characters}`: the id finds the row, the secret is compared by hash. */
const TOKEN = /^(\d{1,9})-([A-Za-z0-9]{40})$/;

/**
 * The .ics feed a phone's calendar subscribes to (it cannot send a bearer token): a
 * secret per user and company in the URL, stored as its SHA-256 and shown once (security R07);
 * made anew (the old URL stops working) or deleted. The feed answers only while the user still
 * belongs to the company.
 */
export function createReportsFeed(deps: {
  db: Db;
  clock: Clock;
  appUrl: string;
  access: ReportsAccess;
  calendar: Pick<ReportsCalendar, 'entriesOf'>;
}) {
  const { db, clock } = deps;
  return { feedOf, renewFeed, deleteFeed, icsOf };

  async function feedOf(actor: ReportsReader, companyId: number): Promise<CalendarFeed> {
    await deps.access.visibleCompany(actor, companyId);
    const row = await repo.findFeed(db, companyId, actor.id);
    return {
      active: Boolean(row),
      created_at: row?.createdAt.toISOString() ?? null,
      url: null,
      webcal_url: null,
    };
  }

  /** POST …/tax-calendar/feed: a new secret URL (answered this once). */
  async function renewFeed(actor: ReportsReader, companyId: number): Promise<CalendarFeed> {
    await deps.access.visibleCompany(actor, companyId);
    const secret = randomString(40);
    const row = await repo.replaceFeed(db, {
      companyId,
      userId: actor.id,
      tokenHash: sha256(secret),
      createdAt: clock.now(),
    });
    const url = `${deps.appUrl.replace(/\/+$/, '')}/api/v1/calendar/${row.id}-${secret}.ics`;
    return {
      active: true,
      created_at: row.createdAt.toISOString(),
      url,
      webcal_url: url.replace(/^https?:\/\//, 'webcal://'),
    };
  }

  async function deleteFeed(actor: ReportsReader, companyId: number): Promise<void> {
    await deps.access.visibleCompany(actor, companyId);
    await repo.deleteFeed(db, companyId, actor.id);
  }

  /** GET /calendar/{token}.ics: this year's and next year's calendar; 404 for anything else. */
  async function icsOf(token: string): Promise<string> {
    const match = TOKEN.exec(token);
    const row = match ? await repo.findFeedById(db, Number(match[1])) : null;
    if (!match || !row || !safeEqual(sha256(match[2] ?? ''), row.tokenHash)) throw feedNotFound();
    if (!(await canUseCompany(db, row.userId, row.companyId))) throw feedNotFound();
    const year = Number(localDate(clock.now()).slice(0, 4));
    const entries = [
      ...(await deps.calendar.entriesOf(row.companyId, year)),
      ...(await deps.calendar.entriesOf(row.companyId, year + 1)),
    ];
    const reports = new Map(
      [
        ...(await repo.listReportsForCalendar(db, row.companyId, year)),
        ...(await repo.listReportsForCalendar(db, row.companyId, year + 1)),
      ].map((report) => [reportKey(report), report]),
    );
    const name = (await repo.findCompanyName(db, row.companyId)) ?? '';
    await repo.touchFeed(db, row.id, clock.now());
    return buildIcsCalendar({
      name: `Налоговый календарь: ${name}`,
      now: clock.now(),
      events: entries.map((entry) =>
        icsEvent(deps.appUrl, entry, row.companyId, reports.get(entry.key)),
      ),
    });
  }
}

/** One calendar line as an all-day event: its reasons, why it moved, the report's status. */
function icsEvent(
  appUrl: string,
  entry: TaxCalendarEntry,
  companyId: number,
  report: { id: number; status: keyof typeof REPORT_STATUS_NAMES } | undefined,
): IcsEvent {
  const hint = movedHint(entry);
  const lines = [
    ...entry.details,
    ...(hint ? [hint.charAt(0).toLocaleUpperCase('ru') + hint.slice(1)] : []),
    ...(report ? [`Статус: ${REPORT_STATUS_NAMES[report.status]}`] : []),
  ];
  const base = appUrl.replace(/\/+$/, '');
  return {
    uid: `${entry.key}@company-${companyId}.kabinet`,
    date: entry.date,
    summary: entry.title,
    description: lines.join('\n'),
    url: report ? `${base}${reportLink(report.id)}` : `${base}/company-reports`,
  };
}

export type ReportsFeed = ReturnType<typeof createReportsFeed>;
