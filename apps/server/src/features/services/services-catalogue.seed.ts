import type { Db } from '../../db/client.ts';
import { SERVICES_CATALOGUE } from '../../db/seed/services-catalogue.ts';

import { countServices, insertServices } from './services.repository.ts';
import { serviceColumns } from './services.serializers.ts';

/**
 * The firm's one-time services are product data, like the tariff catalogue: every
 * start inserts them once, when the table is empty, so admin edits are never overwritten.
 */
export async function seedServicesCatalogue(db: Db): Promise<boolean> {
  if ((await countServices(db)) > 0) return false;
  await insertServices(db, SERVICES_CATALOGUE.map(serviceColumns));
  return true;
}
