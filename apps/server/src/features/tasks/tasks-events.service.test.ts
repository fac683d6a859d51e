import type { RealtimeEnvelope } from '@kabinet/domain/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../db/client.ts';
import { staffAssignments } from '../../db/schema/staff-assignments.ts';
import { realtimeOver } from '../../platform/realtime.ts';
import { createCompany, createUser } from '../../testing/factories.ts';
import { createTestClock } from '../../testing/test-clock.ts';
import { createTestDatabase } from '../../testing/test-database.ts';

import { findTasksByIds, findTasksOfSource } from './tasks-events.repository.ts';
import { createTaskEvents, type TaskEvents } from './tasks-events.service.ts';
import { createTaskPublisher, type TaskNotice } from './tasks.events.ts';

describe('the tasks port (event tasks other features open and complete)', () => {
  let database: Database;
  let events: TaskEvents;
  const sent: RealtimeEnvelope[] = [];
  const notices: TaskNotice[] = [];
  let owner: { id: number };
  let manager: { id: number };
  let companyId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    const realtime = realtimeOver({
      emitTo: (_room, envelope) => void sent.push(envelope),
      disconnectRoom: () => undefined,
      revoke: () => undefined,
    });
    const publish = createTaskPublisher({
      db,
      realtime,
      notify: async (items) => void notices.push(...items),
    });
    events = createTaskEvents({ db, clock: createTestClock(), publish });
    owner = await createUser(db);
    manager = await createUser(db, { roleSlug: 'manager' });
    companyId = (await createCompany(db, owner.id)).id;
    await db.insert(staffAssignments).values({ companyId, userId: manager.id });
  });
  afterAll(async () => {
    await database.close();
  });

  it('opens «Оплатите счёт» once per source key, in the caller’s transaction', async () => {
    const input = {
      companyId,
      kind: 'pay_invoice' as const,
      sourceKey: 'invoice:12',
      title: 'Оплатите счёт № 2026-0012',
      dueDate: '2026-12-05',
      link: '/payment',
      audience: 'client' as const,
    };
    const first = await database.db.transaction((tx) => events.open(tx, input));
    const again = await database.db.transaction((tx) => events.open(tx, input));
    expect(first).toEqual({ id: expect.any(Number), companyId });
    expect(again).toBeNull();
    const rows = await findTasksOfSource(database.db, 'invoice:12');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'open', assigneeId: null, dueDate: '2026-12-05' });
  });

  it('announces a new task: TaskChanged to the company’s users and staff, «assigned» to the doers', async () => {
    sent.length = 0;
    notices.length = 0;
    const ref = await database.db.transaction((tx) =>
      events.open(tx, {
        companyId,
        kind: 'sign_act',
        sourceKey: 'act:5',
        title: 'Подпишите акт № 2026-0005',
        audience: 'client',
      }),
    );
    await events.announce([ref, null]);
    expect(sent.map((e) => e.channel).sort()).toEqual(
      [`private-user.${owner.id}`, `private-user.${manager.id}`].sort(),
    );
    expect(sent[0]).toMatchObject({
      event: 'TaskChanged',
      data: { task_id: ref?.id, company_id: companyId, kind: 'sign_act', status: 'open' },
    });
    expect(notices).toEqual([
      expect.objectContaining({ event: 'assigned', taskId: ref?.id, recipientIds: [owner.id] }),
    ]);
  });

  it('gives a staff task to the company’s first assigned manager', async () => {
    const ref = await database.db.transaction((tx) =>
      events.open(tx, {
        companyId,
        kind: 'order',
        sourceKey: 'order:7',
        title: 'Выполнить заказ №7: Декларация 3-НДФЛ',
        audience: 'staff',
      }),
    );
    const [row] = await findTasksByIds(database.db, [ref?.id ?? 0]);
    expect(row).toMatchObject({ audience: 'staff', assigneeId: manager.id });
  });

  it('completes the open tasks of a source and answers them; a second time nothing', async () => {
    const done = await database.db.transaction((tx) => events.complete(tx, 'invoice:12'));
    expect(done).toHaveLength(1);
    const [row] = await findTasksOfSource(database.db, 'invoice:12');
    expect(row).toMatchObject({ status: 'done', completedAt: expect.any(Date) });
    expect(await database.db.transaction((tx) => events.complete(tx, 'invoice:12'))).toEqual([]);
    sent.length = 0;
    notices.length = 0;
    await events.announce(done);
    expect(sent.some((e) => e.event === 'TaskChanged')).toBe(true);
    expect(notices).toEqual([]);
  });

  it('rolls back with the caller’s transaction', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await events.open(tx, {
          companyId,
          kind: 'act_dispute',
          sourceKey: 'act-dispute:9',
          title: 'Разобрать спор по акту',
          audience: 'staff',
        });
        throw new Error('the act was not saved');
      }),
    ).rejects.toThrow();
    expect(await findTasksOfSource(database.db, 'act-dispute:9')).toEqual([]);
  });

  it('announce never throws, even for a task that is gone', async () => {
    await expect(events.announce([{ id: 999_999, companyId }])).resolves.toBeUndefined();
  });
});
