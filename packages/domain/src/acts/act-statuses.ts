/** Issue 14: statuses of an act (акт оказанных услуг). */
export const ACT_STATUS = {
  ISSUED: 'issued',
  SIGNED: 'signed',
  DISPUTED: 'disputed',
} as const;
/** An act status of issue 14. */
export type ActStatus = (typeof ACT_STATUS)[keyof typeof ACT_STATUS];
/** Every act status, in the order the filters list them. */
export const ACT_STATUSES = Object.values(ACT_STATUS) as [ActStatus, ...ActStatus[]];

/** Issue 14: the Russian name of each act status, as the client and staff see it. */
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

/** The source key of the staff's task about a dispute of an act's revision (`act-dispute:{id}`). */
export function actDisputeTaskKey(actId: number, revision: number): string {
  return revision > 1 ? `act-dispute:${actId}:r${revision}` : `act-dispute:${actId}`;
}

/** The web path where the client opens an act. */
export function actLink(actId: number): string {
  return `/service/acts?act=${actId}`;
}
