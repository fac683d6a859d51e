import {
  REPORT_KIND_NAMES,
  REPORT_STATUS,
  type CreateReportBody,
  type Report,
  type StaffReportsQuery,
} from '@kabinet/domain/reports';
import { hasManagerRights, isAdmin } from '@kabinet/domain/shared';

import type { Clock } from '../../platform/clock.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import type { ReportsAccess, ReportsReader } from './reports-access.service.ts';
import { announceReportChange, loadReport, type AnnounceDeps } from './reports-announce.service.ts';
import type { ReportsCalendar } from './reports-calendar.service.ts';
import { createReportMoves } from './reports-moves.service.ts';
import { deadlineUnknown, notReportsStaff } from './reports.errors.ts';
import * as repo from './reports.repository.ts';
import { reportTitle, serializeReport } from './reports.serializers.ts';

export type { ReportsReader } from './reports-access.service.ts';

/** What the reports service needs. */
export type ReportsDeps = AnnounceDeps & {
  clock: Clock;
  audit: RecordAudit;
  access: ReportsAccess;
  calendar: Pick<ReportsCalendar, 'legalDeadline'>;
};

/** POST /staff/companies/{id}/reports: Готовится, with its first history row. */
async function createReport(
  deps: ReportsDeps,
  actor: ReportsReader,
  companyId: number,
  body: CreateReportBody,
) {
  const { db, clock, access } = deps;
  const companyName = await access.staffCompany(actor, companyId);
  const period = { year: body.year, quarter: body.quarter, month: body.month };
  const deadline =
    body.deadline ?? (await deps.calendar.legalDeadline(companyId, body.kind, period));
  if (!deadline) throw deadlineUnknown();
  const now = clock.now();
  const row = await db.transaction(async (tx) => {
    const created = await repo.insertReport(tx, {
      companyId,
      kind: body.kind,
      periodYear: period.year,
      periodQuarter: period.quarter,
      periodMonth: period.month,
      deadline,
      status: REPORT_STATUS.PREPARING,
      createdBy: actor.id,
      createdAt: now,
      updatedAt: now,
    });
    await repo.insertHistory(tx, {
      reportId: created.id,
      fromStatus: null,
      toStatus: REPORT_STATUS.PREPARING,
      actorUserId: actor.id,
      at: now,
    });
    await deps.audit(tx, {
      actorId: actor.id,
      action: 'report.created',
      companyId,
      subject: { type: 'report', id: created.id, name: reportTitle(created) },
      before: null,
      after: { kind: REPORT_KIND_NAMES[body.kind], deadline, company: companyName },
    });
    return created;
  });
  return announceReportChange(deps, {
    reportId: row.id,
    event: 'report_created',
    audience: 'client',
    actorId: actor.id,
  });
}

/**
 * A company's reports — the client's list and one report, the staff's new report
 * (deadline from the tax calendar unless given), status moves with history, the staff list.
 * Each change notifies the client and publishes `ReportChanged` after commit.
 */
export function createReportsService(deps: ReportsDeps) {
  const { db, access } = deps;
  return {
    listReports,
    getReport,
    createReport: (actor: ReportsReader, companyId: number, body: CreateReportBody) =>
      createReport(deps, actor, companyId, body),
    listStaffReports,
    ...createReportMoves(deps),
  };

  async function listReports(actor: ReportsReader, companyId: number): Promise<Report[]> {
    const name = await access.visibleCompany(actor, companyId);
    const rows = await repo.listCompanyReports(db, companyId);
    const history = await repo.listHistoryOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => serializeReport(row, name, history));
  }

  async function getReport(actor: ReportsReader, companyId: number, reportId: number) {
    const { row } = await access.visibleReport(actor, companyId, reportId);
    return loadReport(db, row.id);
  }

  /** GET /staff/reports: the reports of the companies the actor serves (admin: all), filtered. */
  async function listStaffReports(actor: ReportsReader, query: StaffReportsQuery) {
    if (!hasManagerRights(actor.roleSlug)) throw notReportsStaff();
    const rows = await repo.listStaffReports(db, {
      status: query.status,
      deadlineFrom: query.deadline_from,
      deadlineTo: query.deadline_to,
      assignedTo: isAdmin(actor.roleSlug) ? undefined : actor.id,
    });
    const [names, history] = await Promise.all([
      repo.companyNames(
        db,
        rows.map((row) => row.companyId),
      ),
      repo.listHistoryOf(
        db,
        rows.map((row) => row.id),
      ),
    ]);
    return rows.map((row) => serializeReport(row, names.get(row.companyId) ?? '', history));
  }
}

export type ReportsService = ReturnType<typeof createReportsService>;
