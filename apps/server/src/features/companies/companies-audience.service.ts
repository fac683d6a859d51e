import type { Db } from '../../db/client.ts';

import { clientUserIds, staffUserIds } from './companies-audience.repository.ts';

/**
 * Who hears of a company's events (issue 14): its active client users (owner and members) and
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
