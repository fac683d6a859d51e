import {
  REPORT_STATUS,
  reportSignSubject,
  type Report,
  type SignReportBody,
} from '@kabinet/domain/reports';
import { hasManagerRights } from '@kabinet/domain/shared';

import type { UserRow } from '../../db/schema/users.ts';
import type { Clock } from '../../platform/clock.ts';
import {
  createCodeSignature,
  sha256Hex,
  signatureOf,
  type RequestOrigin,
  type SignCodes,
} from '../../platform/sign-off.ts';
import type { Storage } from '../../platform/storage.ts';

import type { ReportsAccess } from './reports-access.service.ts';
import { announceReportChange, type AnnounceDeps } from './reports-announce.service.ts';
import { noContact, notOnSigning, onlyClientSigns } from './reports.errors.ts';
import * as repo from './reports.repository.ts';

/** The signer: the request's user row (contacts for the code, the name for the signature). */
export type ReportsSigner = Pick<
  UserRow,
  'id' | 'roleSlug' | 'email' | 'phone' | 'name' | 'lastName' | 'patronymic'
>;

/** The client's ПЭП sign-off (63-ФЗ ст. 9) of a report «На подписании». */
export function createReportsSignoff(
  deps: AnnounceDeps & {
    clock: Clock;
    codes: SignCodes;
    access: ReportsAccess;
    storage: Storage;
  },
) {
  const { db, access } = deps;
  // The code goes by e-mail (the brief: «an e-mailed code»), by SMS for a user without one.
  const signature = createCodeSignature({ codes: deps.codes, prefer: 'email', noContact });
  return { sendSignCode, sign };

  /** The client's own report waiting for a signature: staff sign nothing on the client's behalf. */
  async function openReport(actor: ReportsSigner, companyId: number, reportId: number) {
    const { row } = await access.visibleReport(actor, companyId, reportId);
    if (hasManagerRights(actor.roleSlug)) throw onlyClientSigns();
    if (row.status !== REPORT_STATUS.SIGNING || row.signedAt || !row.fileKey) throw notOnSigning();
    return row;
  }

  /** POST …/sign/code: a one-time code for this report's signing round. */
  async function sendSignCode(actor: ReportsSigner, companyId: number, reportId: number) {
    const row = await openReport(actor, companyId, reportId);
    return signature.sendCode(actor, reportSignSubject(row.id, row.signRound));
  }

  /**
   * POST …/sign: the code checked as login codes are (wrong → 422, burnt → 429), then in one
   * transaction — still on signing, the same round — the signature (who, when, IP, user agent,
   * the SHA-256 of the file signed) and a history row; staff hear of it.
   */
  async function sign(
    actor: ReportsSigner,
    companyId: number,
    reportId: number,
    body: SignReportBody,
    origin: RequestOrigin,
  ): Promise<Report> {
    const report = await openReport(actor, companyId, reportId);
    await signature.verifyCode(actor, body.code, reportSignSubject(report.id, report.signRound));
    const bytes = report.fileKey ? await deps.storage.get(report.fileKey) : null;
    const now = deps.clock.now();
    await db.transaction(async (tx) => {
      const row = await repo.lockReport(tx, report.id);
      const same = row?.signRound === report.signRound && row.fileKey === report.fileKey;
      if (!row || row.status !== REPORT_STATUS.SIGNING || row.signedAt || !same) {
        throw notOnSigning();
      }
      await repo.updateReport(tx, row.id, {
        signedAt: now,
        ...signatureOf(actor, origin),
        documentSha256: bytes ? sha256Hex(bytes) : null,
        updatedAt: now,
      });
      await repo.insertHistory(tx, {
        reportId: row.id,
        fromStatus: row.status,
        toStatus: row.status,
        comment: 'Подписан клиентом (простая электронная подпись)',
        actorUserId: actor.id,
        at: now,
      });
    });
    return announceReportChange(deps, {
      reportId: report.id,
      event: 'report_signed',
      audience: 'staff',
      actorId: actor.id,
    });
  }
}

export type ReportsSignoff = ReturnType<typeof createReportsSignoff>;
