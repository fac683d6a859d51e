import type { Db } from '../../db/client.ts';

import { isCompanyMember } from './companies.repository.ts';

/** True when the user belongs to the company (owner, employee or assigned staff). */
export function canUseCompany(db: Db, userId: number, companyId: number): Promise<boolean> {
  return isCompanyMember(db, companyId, userId);
}
