/** Where a report is on its way to the tax office or the fund. */
export const REPORT_STATUS = {
  PREPARING: 'preparing',
  SIGNING: 'signing',
  SENT: 'sent',
  ACCEPTED: 'accepted',
  REJECTED: 'rejected',
  CLARIFICATION: 'clarification',
} as const;
/** A report status. */
export type ReportStatus = (typeof REPORT_STATUS)[keyof typeof REPORT_STATUS];
/** Every report status, in the order the filters list them. */
export const REPORT_STATUSES = Object.values(REPORT_STATUS) as [ReportStatus, ...ReportStatus[]];

/** The Russian name of each status. */
export const REPORT_STATUS_NAMES: Record<ReportStatus, string> = {
  preparing: 'Готовится',
  signing: 'На подписании',
  sent: 'Отправлен',
  accepted: 'Принят',
  rejected: 'Отклонён',
  clarification: 'Требует уточнения',
};

/**
 * The moves staff make. A report goes to the client for signing or straight out (a report the
 * firm signs under its own power of attorney); a sent one is accepted, rejected (the protocol
 * says why) or needs clarification (an ИФНС request); a rejected one or one under clarification
 * is fixed (back to Готовится) or sent again (a corrective one). Even an accepted report may
 * get a request for explanations later (НК РФ ст. 88 п. 3), hence Принят → Требует уточнения.
 */
const MOVES: Record<ReportStatus, readonly ReportStatus[]> = {
  preparing: ['signing', 'sent'],
  signing: ['preparing', 'sent'],
  sent: ['accepted', 'rejected', 'clarification'],
  accepted: ['clarification'],
  rejected: ['preparing', 'sent'],
  clarification: ['preparing', 'sent', 'accepted'],
};

/** Whether staff may move a report from `from` to `to`. */
export function canMoveReport(from: ReportStatus, to: ReportStatus): boolean {
  return MOVES[from].includes(to);
}

/** Where a report in `from` can go next, in the order the menu lists them. */
export function nextReportStatuses(from: ReportStatus): readonly ReportStatus[] {
  return MOVES[from];
}

/**
 * A report sent from «На подписании» must carry the client's signature: sending is what the
 * client signed off. (From Готовится it goes without one, signed by the firm.)
 */
export function needsClientSignature(from: ReportStatus, to: ReportStatus): boolean {
  return from === REPORT_STATUS.SIGNING && to === REPORT_STATUS.SENT;
}

/** The report file may change only before it is sent (the sent file is what the office got). */
export function canReplaceReportFile(status: ReportStatus): boolean {
  return status !== REPORT_STATUS.SENT && status !== REPORT_STATUS.ACCEPTED;
}

/** A receipt or protocol exists only once the report was sent. */
export function canAttachReceipt(status: ReportStatus): boolean {
  return status !== REPORT_STATUS.PREPARING && status !== REPORT_STATUS.SIGNING;
}

/** The client's sign-off task key of a report (one per signing round, like acts). */
export function reportSignSubject(reportId: number, round: number): string {
  return `report:${reportId}:s${round}`;
}

/** The web path where the client opens a report. */
export function reportLink(reportId: number): string {
  return `/company-reports?report=${reportId}`;
}

/** The stored files of a report: the report itself and the office's receipt or protocol. */
export const REPORT_FILE_SLOTS = ['report', 'receipt'] as const;
/** A report's file slot. */
export type ReportFileSlot = (typeof REPORT_FILE_SLOTS)[number];
