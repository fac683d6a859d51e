import { compareServices, type Service, type ServiceBody } from '@kabinet/domain/services';
import { isAdmin } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { ServiceRow } from '../../db/schema/services.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import { serviceNotFound, servicesAdminOnly } from './services.errors.ts';
import * as servicesRepo from './services.repository.ts';
import { serializeService, serviceColumns } from './services.serializers.ts';

type Actor = Pick<UserRow, 'id' | 'roleSlug'>;

/** What the audit log keeps of a service: the fields an admin edits. */
function auditState(row: ServiceRow): Record<string, unknown> {
  const { id: _id, category_name: _name, ...state } = serializeService(row);
  return state;
}

/** The catalogue's admin is the admin's alone. */
function assertAdmin(actor: Actor) {
  if (!isAdmin(actor.roleSlug)) throw servicesAdminOnly();
}

/** A service by id, inactive ones included; null when there is none. */
async function findService(db: Db, id: number): Promise<Service | null> {
  const row = await servicesRepo.findServiceById(db, id);
  return row ? serializeService(row) : null;
}

/**
 * One-time services: the catalogue for every signed-in user (active services) and
 * its admin (admin and crm): create, edit, deactivate — never delete — each audited.
 */
export function createServicesService(deps: { db: Db; clock: Clock; audit: RecordAudit }) {
  const { db, clock } = deps;
  const find = (id: number) => findService(db, id); // The orders feature's port
  return { listActive, listAll, find, create, update, deactivate };

  async function list(activeOnly: boolean): Promise<Service[]> {
    const rows = await servicesRepo.listServices(db, { activeOnly });
    return rows.map(serializeService).sort(compareServices);
  }

  /** GET /services: active services by category, then sort. */
  async function listActive(): Promise<Service[]> {
    return list(true);
  }

  /** GET /admin/services: every service, inactive ones included. */
  async function listAll(actor: Actor): Promise<Service[]> {
    assertAdmin(actor);
    return list(false);
  }

  async function create(actor: Actor, body: ServiceBody): Promise<Service> {
    assertAdmin(actor);
    return db.transaction(async (tx) => {
      const now = clock.now();
      const [row] = await servicesRepo.insertServices(tx, [
        { ...serviceColumns(body), createdAt: now, updatedAt: now },
      ]);
      if (!row) throw serviceNotFound();
      await deps.audit(tx, {
        actorId: actor.id,
        action: 'service.created',
        companyId: null,
        subject: { type: 'service', id: row.id, name: row.name },
        before: null,
        after: auditState(row),
      });
      return serializeService(row);
    });
  }

  async function update(actor: Actor, id: number, body: ServiceBody): Promise<Service> {
    assertAdmin(actor);
    return db.transaction(async (tx) => {
      const before = await servicesRepo.findServiceById(tx, id);
      if (!before) throw serviceNotFound();
      const row = await servicesRepo.updateService(tx, id, {
        ...serviceColumns(body),
        updatedAt: clock.now(),
      });
      if (!row) throw serviceNotFound();
      await deps.audit(tx, {
        actorId: actor.id,
        action: 'service.updated',
        companyId: null,
        subject: { type: 'service', id: row.id, name: row.name },
        before: auditState(before),
        after: auditState(row),
      });
      return serializeService(row);
    });
  }

  /** DELETE /admin/services/{id}: takes the service off sale; the row stays for later orders. */
  async function deactivate(actor: Actor, id: number): Promise<Service> {
    assertAdmin(actor);
    return db.transaction(async (tx) => {
      const before = await servicesRepo.findServiceById(tx, id);
      if (!before) throw serviceNotFound();
      if (!before.isActive) return serializeService(before);
      const row = await servicesRepo.updateService(tx, id, {
        isActive: false,
        updatedAt: clock.now(),
      });
      if (!row) throw serviceNotFound();
      await deps.audit(tx, {
        actorId: actor.id,
        action: 'service.deactivated',
        companyId: null,
        subject: { type: 'service', id: row.id, name: row.name },
        before: { is_active: true },
        after: { is_active: false },
      });
      return serializeService(row);
    });
  }
}

export type ServicesService = ReturnType<typeof createServicesService>;
