import type {
  BillingSummary,
  CancelInvoiceBody,
  CorrectionBody,
  Invoice,
  LedgerEntry,
  Payment,
  RecordPaymentBody,
  RefundBody,
  TopUpBody,
} from '@kabinet/domain/billing';
import type { OnlinePayment } from '@kabinet/domain/online-payments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { downloadWithToken } from '../../shared/http/download.ts';
import { apiUrl, type DataEnvelope, http } from '../../shared/http/http.ts';
import { paymentPollInterval } from './model.ts';

import { billingKeys } from '../../shared/billing/keys.ts';

/** GET /companies/{id}/billing: balance, debt, what is due, invoices, and `online_payment`. */
export type BillingPage = BillingSummary;

/** An online payment (docs/api/online-payments.md); POST answers it with `confirmation_url`. */
export type { OnlinePayment };

export { billingKeys };

const companyBase = (companyId: number) => `/api/v1/companies/${companyId}`;

/** GET /api/v1/companies/{id}/billing: balance, debt, what is due and by when, the invoices. */
export const billingSummaryQuery = (companyId: number) =>
  queryOptions({
    queryKey: billingKeys.summary(companyId),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<BillingPage>>(`${companyBase(companyId)}/billing`, { signal })
        .then((body) => body.data),
  });

/** GET /api/v1/staff/companies/{id}/ledger: every ledger entry, for staff. */
export const ledgerQuery = (companyId: number) =>
  queryOptions({
    queryKey: billingKeys.ledger(companyId),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<LedgerEntry[]>>(`/api/v1/staff/companies/${companyId}/ledger`, { signal })
        .then((body) => body.data),
  });

export const useBillingSummary = (companyId: number | null) =>
  useQuery({ ...billingSummaryQuery(companyId ?? 0), enabled: companyId !== null });
export const useLedger = (companyId: number) => useQuery(ledgerQuery(companyId));

/**
 * GET /api/v1/online-payments/{id}: asked again every 2 s while pending, for 2 minutes from
 * `startedAt` (payment/success); the status always comes from here, never from the URL.
 */
export function useOnlinePayment(id: number | null, startedAt: number) {
  return useQuery({
    queryKey: billingKeys.onlinePayment(id ?? 0),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<OnlinePayment>>(`/api/v1/online-payments/${id}`, { signal })
        .then((body) => body.data),
    enabled: id !== null,
    refetchInterval: (query) =>
      paymentPollInterval(query.state.data?.status, Date.now() - startedAt),
    refetchIntervalInBackground: true,
  });
}

/** Every money call changes the company's balance, invoices and ledger. */
function useCompanyMoneyMutation<TArgs, TResult>(
  companyId: number,
  call: (args: TArgs) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.company(companyId) }),
  });
}

/** POST …/invoices/top-up: a top-up invoice of any amount. */
export const useTopUp = (companyId: number) =>
  useCompanyMoneyMutation(companyId, (body: TopUpBody) =>
    http
      .post<DataEnvelope<Invoice>>(`${companyBase(companyId)}/invoices/top-up`, body, {
        retry: false,
      })
      .then((answer) => answer.data),
  );

/**
 * POST …/invoices/{invoiceId}/online-payments: the YooKassa payment to redirect to;
 * `saveMethod` asks ЮKassa to keep the card for autopay.
 */
export const useStartOnlinePayment = (companyId: number) =>
  useMutation({
    mutationFn: ({ invoiceId, saveMethod }: { invoiceId: number; saveMethod?: boolean }) =>
      http
        .post<DataEnvelope<OnlinePayment>>(
          `${companyBase(companyId)}/invoices/${invoiceId}/online-payments`,
          saveMethod ? { save_method: true } : {},
          { retry: false },
        )
        .then((answer) => answer.data),
  });

/** POST /staff/invoices/{id}/payments: a bank transfer staff saw arrive. */
export const useRecordPayment = (companyId: number) =>
  useCompanyMoneyMutation(
    companyId,
    ({ invoiceId, body }: { invoiceId: number; body: RecordPaymentBody }) =>
      http.post<{
        data: { applied: boolean; payment: Payment; invoice: Invoice };
        message: string;
      }>(`/api/v1/staff/invoices/${invoiceId}/payments`, body, { retry: false }),
  );

/** POST /staff/invoices/{id}/cancel with the reason. */
export const useCancelInvoice = (companyId: number) =>
  useCompanyMoneyMutation(
    companyId,
    ({ invoiceId, body }: { invoiceId: number; body: CancelInvoiceBody }) =>
      http.post<{ data: Invoice; message: string }>(
        `/api/v1/staff/invoices/${invoiceId}/cancel`,
        body,
        { retry: false },
      ),
  );

/** POST /staff/companies/{id}/refunds: money returned to the company. */
export const useRefund = (companyId: number) =>
  useCompanyMoneyMutation(companyId, (body: RefundBody) =>
    http.post<DataEnvelope<{ balance_kopecks: number }>>(
      `/api/v1/staff/companies/${companyId}/refunds`,
      body,
      { retry: false },
    ),
  );

/** GET /staff/companies/{id}/online-payments: the company's paid online payments (refundable). */
export const useStaffOnlinePayments = (companyId: number) =>
  useQuery({
    queryKey: [...billingKeys.company(companyId), 'online-payments'] as const,
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<OnlinePayment[]>>(
          `/api/v1/staff/companies/${companyId}/online-payments`,
          {
            signal,
          },
        )
        .then((body) => body.data),
  });

/** POST /staff/online-payments/{id}/refunds: money back to the payer through ЮKassa. */
export const useOnlineRefund = (companyId: number) =>
  useCompanyMoneyMutation(companyId, (args: { paymentId: number; body: RefundBody }) =>
    http.post<DataEnvelope<OnlinePayment>>(
      `/api/v1/staff/online-payments/${args.paymentId}/refunds`,
      args.body,
      { retry: false },
    ),
  );

/** POST /staff/companies/{id}/corrections (admin): a signed correction with its reason. */
export const useCorrection = (companyId: number) =>
  useCompanyMoneyMutation(companyId, (body: CorrectionBody) =>
    http.post<DataEnvelope<{ balance_kopecks: number }>>(
      `/api/v1/staff/companies/${companyId}/corrections`,
      body,
      { retry: false },
    ),
  );

/** The PDF of an invoice: GET /api/v1/companies/{id}/invoices/{invoiceId}/pdf. */
export const invoicePdfUrl = (companyId: number, invoiceId: number) =>
  apiUrl(`${companyBase(companyId)}/invoices/${invoiceId}/pdf`);

/** Saves the invoice's PDF as «Счёт № ….pdf» (the download needs the bearer header). */
export const downloadInvoicePdf = (invoice: Pick<Invoice, 'id' | 'company_id' | 'number'>) =>
  downloadWithToken(
    invoicePdfUrl(invoice.company_id, invoice.id),
    `Счёт № ${invoice.number}.pdf`,
    'Не удалось скачать счёт. Попробуйте ещё раз.',
  );
