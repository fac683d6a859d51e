import {
  canMoveReport,
  needsClientSignature,
  REPORT_STATUS,
  REPORT_STATUS_NAMES,
  type MoveReportBody,
  type Report,
} from '@kabinet/domain/reports';

import type { Clock } from '../../platform/clock.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import type { ReportsAccess, ReportsReader } from './reports-access.service.ts';
import { announceReportChange, type AnnounceDeps } from './reports-announce.service.ts';
import { moveNotAllowed, noReportFile, notSignedYet, reportNotFound } from './reports.errors.ts';
import * as repo from './reports.repository.ts';
import { reportTitle } from './reports.serializers.ts';

/** A signature belongs to one signing round of one file: going back to work clears it. */
export const clearedSignature = {
  signedAt: null,
  signedBy: null,
  signerName: null,
  signIp: null,
  signUserAgent: null,
  documentSha256: null,
} as const;

/** The staff's status moves of a report. */
export function createReportMoves(
  deps: AnnounceDeps & { clock: Clock; audit: RecordAudit; access: ReportsAccess },
) {
  const { db, clock, access } = deps;
  return { moveReport };

  /**
   * POST /staff/companies/{id}/reports/{reportId}/status: one allowed move (domain's
   * canMoveReport) in one transaction with its history row; to signing needs the file (a new
   * signing round), from signing to sent needs the client's signature.
   */
  async function moveReport(
    actor: ReportsReader,
    companyId: number,
    reportId: number,
    body: MoveReportBody,
  ): Promise<Report> {
    await access.staffCompany(actor, companyId);
    await access.visibleReport(actor, companyId, reportId);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const row = await repo.lockReport(tx, reportId);
      if (!row) throw reportNotFound();
      if (!canMoveReport(row.status, body.status)) {
        throw moveNotAllowed(REPORT_STATUS_NAMES[row.status], REPORT_STATUS_NAMES[body.status]);
      }
      if (body.status === REPORT_STATUS.SIGNING && !row.fileKey) throw noReportFile();
      if (needsClientSignature(row.status, body.status) && !row.signedAt) throw notSignedYet();
      const toSigning = body.status === REPORT_STATUS.SIGNING;
      await repo.updateReport(tx, row.id, {
        status: body.status,
        updatedAt: now,
        ...(toSigning ? { signRound: row.signRound + 1 } : {}),
        ...(toSigning || body.status === REPORT_STATUS.PREPARING ? clearedSignature : {}),
      });
      await repo.insertHistory(tx, {
        reportId: row.id,
        fromStatus: row.status,
        toStatus: body.status,
        comment: body.comment,
        actorUserId: actor.id,
        at: now,
      });
      await deps.audit(tx, {
        actorId: actor.id,
        action: 'report.status_changed',
        companyId,
        subject: { type: 'report', id: row.id, name: reportTitle(row) },
        before: { status: REPORT_STATUS_NAMES[row.status] },
        after: { status: REPORT_STATUS_NAMES[body.status], comment: body.comment },
      });
    });
    return announceReportChange(deps, {
      reportId,
      event: 'report_status',
      audience: 'client',
      actorId: actor.id,
    });
  }
}
