import {
  REPORT_STATUS_NAMES,
  reportPeriodKey,
  taxCalendar,
  taxProfileFromParams,
  TAX_SYSTEM_NAMES,
  type ReportKind,
  type ReportPeriod,
  type TaxCalendar,
  type TaxCalendarEntry,
  type TaxCalendarItem,
  type TaxProfile,
} from '@kabinet/domain/reports';
import { localDate } from '@kabinet/domain/shared';
import { PRODUCTION_CALENDAR } from '@kabinet/domain/work-calendar';

import type { Db } from '../../db/client.ts';
import type { CompanyReportRow } from '../../db/schema/reports.ts';
import type { Clock } from '../../platform/clock.ts';

import type { ReportsAccess, ReportsReader } from './reports-access.service.ts';
import type { TaxProfileSource } from './reports.events.ts';
import * as repo from './reports.repository.ts';
import { periodOf } from './reports.serializers.ts';

/** What the calendar needs. */
export type CalendarDeps = {
  db: Db;
  clock: Clock;
  access: ReportsAccess;
  profiles: TaxProfileSource;
};

/** The calendar key of a report: what the tax calendar calls its line. */
export const reportKey = (row: CompanyReportRow) => `${row.kind}:${reportPeriodKey(periodOf(row))}`;

/**
 * The company's tax calendar (docs/api/reports.md «Tax calendar»): computed in the domain
 * from the company's tax profile, each line with the company's latest report for it.
 */
export function createReportsCalendar(deps: CalendarDeps) {
  const { db } = deps;
  return { calendarOf, entriesOf, profileOf, legalDeadline };

  async function profileOf(companyId: number): Promise<TaxProfile | null> {
    const [params, inn] = await Promise.all([
      deps.profiles(db, companyId),
      repo.findCompanyInn(db, companyId),
    ]);
    return params ? taxProfileFromParams(params, inn ?? '') : null;
  }

  /** The calendar lines of a company's year; none without a profile. */
  async function entriesOf(companyId: number, year: number): Promise<TaxCalendarEntry[]> {
    const profile = await profileOf(companyId);
    return profile ? taxCalendar(profile, year) : [];
  }

  /** GET /companies/{id}/tax-calendar?year= (this year by default). */
  async function calendarOf(
    actor: ReportsReader,
    companyId: number,
    year?: number,
  ): Promise<TaxCalendar> {
    await deps.access.visibleCompany(actor, companyId);
    const theYear = year ?? Number(localDate(deps.clock.now()).slice(0, 4));
    const profile = await profileOf(companyId);
    const entries = profile ? taxCalendar(profile, theYear) : [];
    const reports = new Map(
      (await repo.listReportsForCalendar(db, companyId, theYear)).map((row) => [
        reportKey(row),
        row,
      ]),
    );
    return {
      year: theYear,
      calendar_confirmed: PRODUCTION_CALENDAR[theYear]?.confirmed ?? false,
      profile: profile && {
        organisation: profile.organisation,
        tax_system: profile.taxSystem,
        tax_system_name: TAX_SYSTEM_NAMES[profile.taxSystem],
        has_employees: profile.hasEmployees,
      },
      items: entries.map((entry): TaxCalendarItem => {
        const report = reports.get(entry.key);
        return {
          ...entry,
          report: report
            ? {
                id: report.id,
                status: report.status,
                status_name: REPORT_STATUS_NAMES[report.status],
              }
            : null,
        };
      }),
    };
  }

  /**
   * The legal deadline (moved to a working day) of a kind and period for this company, from its
   * calendar; null when the calendar has no such line (another tax system, or no profile).
   */
  async function legalDeadline(
    companyId: number,
    kind: ReportKind,
    period: ReportPeriod,
  ): Promise<string | null> {
    const profile = await profileOf(companyId);
    if (!profile) return null;
    const key = `${kind}:${reportPeriodKey(period)}`;
    for (const year of [period.year, period.year + 1]) {
      const found = taxCalendar(profile, year).find((entry) => entry.key === key);
      if (found) return found.date;
    }
    return null;
  }
}

export type ReportsCalendar = ReturnType<typeof createReportsCalendar>;
