import type { CompanyManager } from '@kabinet/domain/companies';

import type { Db } from '../../db/client.ts';

import type { CompanyAccessService } from './companies-access.service.ts';
import { findCompanyManager } from './companies-staff.repository.ts';
import { serializeCompanyManager } from './companies-staff.serializers.ts';
import type { Actor } from './companies.policy.ts';

/** The client sees its manager: the manager card of a company the caller can see. */
export function createCompanyManagerService(deps: {
  db: Db;
  access: CompanyAccessService;
  fileUrl: (key: string) => string;
}) {
  return { getCompanyManager };

  /** A company the caller cannot see answers 404, like a missing one; null: none assigned yet. */
  async function getCompanyManager(
    actor: Actor,
    companyId: number,
  ): Promise<CompanyManager | null> {
    await deps.access.view(actor, companyId);
    const found = await findCompanyManager(deps.db, companyId);
    return found ? serializeCompanyManager(found.user, found.workingHours, deps.fileUrl) : null;
  }
}

export type CompanyManagerService = ReturnType<typeof createCompanyManagerService>;
