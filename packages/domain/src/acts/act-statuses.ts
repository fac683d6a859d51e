import { addWorkingDays } from '../work-calendar/working-days.ts';

/** Statuses of an act (акт оказанных услуг). */
export const ACT_STATUS = {
  ISSUED: 'issued',
  SIGNED: 'signed',
  DISPUTED: 'disputed',
} as const;
/** An act status. */
export type ActStatus = (typeof ACT_STATUS)[keyof typeof ACT_STATUS];
/** Every act status, in the order the filters list them. */
export const ACT_STATUSES = Object.values(ACT_STATUS) as [ActStatus, ...ActStatus[]];

/** The Russian name of each act status, as the client and staff see it. */
export const ACT_STATUS_NAMES: Record<ActStatus, string> = {
  issued: 'Выставлен',
  signed: 'Подписан',
  disputed: 'Оспорен',
};

/**
 * The task source key of an act's «Подпишите акт» task: `act:{id}` for the act as first issued,
 * `act:{id}:r{n}` once staff re-issued it after a dispute (each revision is signed anew, and the
 * tasks port opens one task per source key).
 */
export function actSignTaskKey(actId: number, revision: number): string {
  return revision > 1 ? `act:${actId}:r${revision}` : `act:${actId}`;
}

/** ГК РФ ст. 720 practice in the firm's contract: the client signs or disputes an act within 5 working days. */
export const ACT_SIGN_WORKING_DAYS = 5;

/**
 * The due date of «Подпишите акт» — ACT_SIGN_WORKING_DAYS working days (production
 * calendar) after the day the act was issued or re-issued (Moscow, YYYY-MM-DD).
 */
export function actSignDueDate(issuedOn: string): string {
  return addWorkingDays(issuedOn, ACT_SIGN_WORKING_DAYS);
}

/** The source key of the staff's task about a dispute of an act's revision (`act-dispute:{id}`). */
export function actDisputeTaskKey(actId: number, revision: number): string {
  return revision > 1 ? `act-dispute:${actId}:r${revision}` : `act-dispute:${actId}`;
}

/** The web path where the client opens an act. */
export function actLink(actId: number): string {
  return `/service/acts?act=${actId}`;
}
