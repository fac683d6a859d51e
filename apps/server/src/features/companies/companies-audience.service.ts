import type { Db } from '../../db/client.ts';

import { adminUserIds, clientUserIds, staffUserIds } from './companies-audience.repository.ts';

/**
 * Who hears of a company's events: its active client users (owner and members) and
 * its active staff (assigned managers). Notifications, tasks and the real-time publishers read
 * them here, through `db` or the caller's transaction, never through the companies' tables.
 */
export function companyClientUserIds(db: Db, companyId: number): Promise<number[]> {
  return clientUserIds(db, companyId);
}

/** The company's active staff: its assigned managers (see companyClientUserIds). */
export function companyStaffUserIds(db: Db, companyId: number): Promise<number[]> {
  return staffUserIds(db, companyId);
}

/**
 * Everyone who may act on the company's staff side: its assigned managers and the firm's admins
 * (a payout request waits for either of them), each once.
 */
export async function companyStaffAndAdminUserIds(db: Db, companyId: number): Promise<number[]> {
  const [staff, admins] = await Promise.all([staffUserIds(db, companyId), adminUserIds(db)]);
  return [...new Set([...staff, ...admins])].sort((a, b) => a - b);
}
