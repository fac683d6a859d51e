import type { CounterpartySum, MonthlyCategorySum } from '@kabinet/domain/analytics';

/**
 * What analytics and the management graphs read of the operations (the operations
 * feature implements it; services.ts passes it in). `from`/`to` are ISO dates, both inclusive;
 * kopecks are positive and the direction gives the sign.
 */
export interface OperationsFigures {
  monthlyByCategory(companyId: number, from: string, to: string): Promise<MonthlyCategorySum[]>;
  topCounterparties(
    companyId: number,
    from: string,
    to: string,
    direction: 'in' | 'out',
    limit: number,
  ): Promise<CounterpartySum[]>;
  /** Balance at the start of `date`; null when unknown. */
  balanceAt(companyId: number, date: string): Promise<number | null>;
}

/**
 * The slug of the company's ACTIVE tariff, or null (company-tariffs answers it through
 * services.ts): the graphs open only on a financial tariff.
 */
export type ActiveTariffSlug = (companyId: number) => Promise<string | null>;

/** A management report was published for a company; its client users hear of it. */
export type ManagementReportNotice = {
  companyId: number;
  fileId: number;
  kind: string;
  periodName: string;
  title: string;
  actorUserId: number;
};

/** Hook for the notifications feature (MANAGEMENT_REPORT_PUBLISHED). Never throws. */
export type NotifyManagementReports = (notice: ManagementReportNotice) => Promise<void>;
