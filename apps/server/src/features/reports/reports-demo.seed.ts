import {
  REPORT_STATUS,
  reportPeriodKey,
  taxCalendar,
  type ReportKind,
  type ReportPeriod,
  type ReportStatus,
} from '@kabinet/domain/reports';
import { localDate } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';

import * as repo from './reports.repository.ts';

/** The demo ООО «Ромашка» (УСН 15 %, two employees) as its tariff's answers say. */
const DEMO_PROFILE = {
  organisation: true,
  taxSystem: 'usn15',
  vatRate: 'none',
  hasEmployees: true,
} as const;

type DemoReport = {
  kind: ReportKind;
  period: ReportPeriod;
  path: ReportStatus[];
  comment?: string;
};

/** The year's last quarter that is over by `today` (its reports are due now). */
function lastQuarter(today: string): { year: number; quarter: number } {
  const year = Number(today.slice(0, 4));
  const quarter = Math.floor((Number(today.slice(5, 7)) - 1) / 3);
  return quarter === 0 ? { year: year - 1, quarter: 4 } : { year, quarter };
}

/**
 * The latest month персонифицированные сведения are filed for: the month before, or the one
 * before that when it closes a quarter (the РСВ covers it).
 */
function personifiedPeriod(today: string): ReportPeriod {
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  do {
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  } while (month % 3 === 0);
  return { year, quarter: null, month };
}

/**
 * Demo data: the main company's reports in different statuses — last year's УСН
 * declaration accepted, the last quarter's 6-НДФЛ sent, its РСВ under an office's request, a
 * monthly report being prepared — each with its history by the manager.
 */
export async function seedDemoReports(
  db: Db,
  args: { companyId: number; managerId: number; at: Date },
): Promise<void> {
  const today = localDate(args.at);
  const { year, quarter } = lastQuarter(today);
  const demo: DemoReport[] = [
    {
      kind: 'usn_declaration',
      period: { year: Number(today.slice(0, 4)) - 1, quarter: null, month: null },
      path: [REPORT_STATUS.SENT, REPORT_STATUS.ACCEPTED],
    },
    { kind: 'ndfl_6', period: { year, quarter, month: null }, path: [REPORT_STATUS.SENT] },
    {
      kind: 'rsv',
      period: { year, quarter, month: null },
      path: [REPORT_STATUS.SENT, REPORT_STATUS.CLARIFICATION],
      comment: 'ИФНС просит пояснить расхождение базы по взносам с 6-НДФЛ',
    },
    { kind: 'personified', period: personifiedPeriod(today), path: [] },
  ];
  const calendar = [
    ...taxCalendar(DEMO_PROFILE, Number(today.slice(0, 4))),
    ...taxCalendar(DEMO_PROFILE, Number(today.slice(0, 4)) + 1),
  ];
  for (const item of demo) {
    const key = `${item.kind}:${reportPeriodKey(item.period)}`;
    const deadline = calendar.find((entry) => entry.key === key)?.date ?? today;
    const row = await repo.insertReport(db, {
      companyId: args.companyId,
      kind: item.kind,
      periodYear: item.period.year,
      periodQuarter: item.period.quarter,
      periodMonth: item.period.month,
      deadline,
      status: item.path.at(-1) ?? REPORT_STATUS.PREPARING,
      createdBy: args.managerId,
      createdAt: args.at,
      updatedAt: args.at,
    });
    let from: ReportStatus | null = null;
    for (const to of [REPORT_STATUS.PREPARING, ...item.path]) {
      await repo.insertHistory(db, {
        reportId: row.id,
        fromStatus: from,
        toStatus: to,
        comment: to === REPORT_STATUS.CLARIFICATION ? (item.comment ?? '') : '',
        actorUserId: args.managerId,
        at: args.at,
      });
      from = to;
    }
  }
}
