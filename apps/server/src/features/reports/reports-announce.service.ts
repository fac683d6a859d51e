import type { Report } from '@kabinet/domain/reports';

import type { Db } from '../../db/client.ts';
import type { JobLogger } from '../../platform/jobs/jobs.types.ts';
import { emitToUsers, type Realtime } from '../../platform/realtime.ts';
import {
  companyClientUserIds,
  companyStaffUserIds,
} from '../companies/companies-audience.service.ts';

import type { NotifyReports, ReportNotice } from './reports.events.ts';
import { reportNotFound } from './reports.errors.ts';
import * as repo from './reports.repository.ts';
import { reportTitle, serializeReport } from './reports.serializers.ts';

/** What the after-commit part needs. */
export type AnnounceDeps = {
  db: Db;
  realtime: Realtime;
  notify?: NotifyReports;
  logger?: Pick<JobLogger, 'error'>;
};

/** The report as it is now, with its history. */
export async function loadReport(db: Db, reportId: number): Promise<Report> {
  const row = await repo.findReport(db, reportId);
  if (!row) throw reportNotFound();
  const [name, history] = await Promise.all([
    repo.findCompanyName(db, row.companyId),
    repo.listHistoryOf(db, [row.id]),
  ]);
  return serializeReport(row, name ?? '', history);
}

/**
 * After a report's change committed: the notice goes out (the client hears of every
 * status, staff of a signature), and every user of the company hears `ReportChanged`. Answers
 * the report as it is now; what fails after the commit is logged, never thrown.
 */
export async function announceReportChange(
  deps: AnnounceDeps,
  change: {
    reportId: number;
    /** Null: nothing to tell in a notice (a file replaced), only the real-time event. */
    event: ReportNotice['event'] | null;
    audience: ReportNotice['audience'];
    actorId: number | null;
  },
): Promise<Report> {
  const report = await loadReport(deps.db, change.reportId);
  try {
    const row = await repo.findReport(deps.db, change.reportId);
    if (change.event) {
      await deps.notify?.([
        {
          event: change.event,
          audience: change.audience,
          companyId: report.company_id,
          reportId: report.id,
          reportTitle: row ? reportTitle(row) : report.kind_name,
          statusName: report.status_name,
          actorUserId: change.actorId,
        },
      ]);
    }
    const [clients, staff] = await Promise.all([
      companyClientUserIds(deps.db, report.company_id),
      companyStaffUserIds(deps.db, report.company_id),
    ]);
    emitToUsers(deps.realtime, [...clients, ...staff], 'ReportChanged', {
      report_id: report.id,
      company_id: report.company_id,
      status: report.status,
    });
  } catch (error) {
    deps.logger?.error({ err: error }, 'report announcement failed');
  }
  return report;
}
