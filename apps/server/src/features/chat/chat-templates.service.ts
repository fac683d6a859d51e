import type { ReplyTemplate, ReplyTemplateBody } from '@kabinet/domain/chat';
import { hasManagerRights, isAdmin } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { ChatReplyTemplateRow } from '../../db/schema/chat.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { Clock } from '../../platform/clock.ts';
import { forbidden, notFound } from '../../platform/errors.ts';

import * as repo from './chat-templates.repository.ts';
import { staffOnly } from './chat.errors.ts';

/** What the saved replies need. */
export type ChatTemplatesDeps = { db: Db; clock: Clock };

type Staff = Pick<UserRow, 'id' | 'roleSlug'>;

const templateNotFound = () => notFound('Шаблон не найден.', 'chat.template_not_found');
const firmTemplatesForAdmins = () =>
  forbidden('Общие шаблоны фирмы меняет администратор.', 'chat.template_shared_admin_only');

/** Own templates belong to their author; the firm's (no owner) to the admins. */
const canEdit = (actor: Staff, row: ChatReplyTemplateRow) =>
  row.ownerUserId === null ? isAdmin(actor.roleSlug) : row.ownerUserId === actor.id;

function serialize(actor: Staff, row: ChatReplyTemplateRow): ReplyTemplate {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    shared: row.ownerUserId === null,
    editable: canEdit(actor, row),
  };
}

/**
 * Saved replies for staff, inserted in the composer with «/»: a manager's own and the
 * firm's, which only admins write. Clients get 403; another manager's template is a 404.
 */
export function createChatTemplatesService({ db, clock }: ChatTemplatesDeps) {
  return { list, create, update, remove };

  function assertStaff(actor: Staff) {
    if (!hasManagerRights(actor.roleSlug)) throw staffOnly();
  }

  function ownerFor(actor: Staff, shared: boolean): number | null {
    if (!shared) return actor.id;
    if (!isAdmin(actor.roleSlug)) throw firmTemplatesForAdmins();
    return null;
  }

  /** A template the actor may change; someone else's own is «not found». */
  async function editable(actor: Staff, id: number) {
    const row = await repo.findTemplate(db, id);
    if (!row || (row.ownerUserId !== null && row.ownerUserId !== actor.id)) {
      throw templateNotFound();
    }
    if (!canEdit(actor, row)) throw firmTemplatesForAdmins();
    return row;
  }

  async function list(actor: Staff): Promise<ReplyTemplate[]> {
    assertStaff(actor);
    return (await repo.listTemplatesFor(db, actor.id)).map((row) => serialize(actor, row));
  }

  async function create(actor: Staff, body: ReplyTemplateBody): Promise<ReplyTemplate> {
    assertStaff(actor);
    const ownerUserId = ownerFor(actor, body.shared);
    const row = await repo.insertTemplate(db, { ...body, ownerUserId, now: clock.now() });
    return serialize(actor, row);
  }

  async function update(actor: Staff, id: number, body: ReplyTemplateBody) {
    assertStaff(actor);
    await editable(actor, id);
    const ownerUserId = ownerFor(actor, body.shared);
    const row = await repo.updateTemplate(db, id, { ...body, ownerUserId, now: clock.now() });
    if (!row) throw templateNotFound();
    return serialize(actor, row);
  }

  async function remove(actor: Staff, id: number): Promise<void> {
    assertStaff(actor);
    await editable(actor, id);
    await repo.deleteTemplate(db, id);
  }
}

export type ChatTemplatesService = ReturnType<typeof createChatTemplatesService>;
