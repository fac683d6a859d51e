import type { ReportEvent } from '@kabinet/domain/notifications';

import type { Db } from '../../db/client.ts';

/**
 * What the tax calendar is computed from — the wizard's answers in the company's
 * current tariff (company-tariffs: legal form, tax system, VAT, employees); null: no tariff yet.
 */
export type TaxProfileSource = (
  db: Db,
  companyId: number,
) => Promise<Record<string, unknown> | null>;

/** The companies whose tax calendar the reminders sweep walks (those with an active tariff). */
export type CalendarCompanies = (db: Db) => Promise<number[]>;

/** One thing users hear of after commit. */
export type ReportNotice = {
  event: ReportEvent;
  /** Client users hear of reports made and moved, and of deadlines; staff of a signature. */
  audience: 'client' | 'staff';
  companyId: number;
  reportId: number | null;
  reportTitle: string;
  statusName?: string;
  line?: string;
  /** Who did it (not told of their own action); null for the system. */
  actorUserId: number | null;
};

/** Hook for the notifications feature (REPORT_CREATED notifications). Never throws. */
export type NotifyReports = (notices: readonly ReportNotice[]) => Promise<void>;
