import type { Db } from '../db/client.ts';

/**
 * The tasks port (docs/api/tasks.md «Event tasks»): a feature opens a task when
 * something needs doing and completes it when it is done, inside its own transaction, and
 * announces both after commit. The tasks feature implements it (tasks-events.service.ts);
 * services.ts hands that implementation to billing, orders, acts and operations, so none of them
 * imports the tasks feature.
 */

/** What other features open tasks for (packages/domain/src/tasks: TASK_KIND). */
export type EventTaskKind =
  'pay_invoice' | 'sign_act' | 'upload_statement' | 'order' | 'act_dispute';

export type EventTask = {
  companyId: number;
  kind: EventTaskKind;
  /** Unique per event task, e.g. 'invoice:12', 'act:5', 'order:7', 'act-dispute:5'. */
  sourceKey: string;
  title: string; // «Выполнить заказ №7: Декларация 3-НДФЛ», «Подпишите акт № 2026-0005»
  description?: string;
  dueDate?: string | null; // 'YYYY-MM-DD'
  /** Web path where the thing is done: '/service/acts', '/payment', '/service/one-time-services?order=7'. */
  link?: string | null;
  /** 'client': the company's users do it; 'staff': the company's (first) assigned manager does it. */
  audience: 'client' | 'staff';
  actorId?: number | null;
};

/** A task opened or completed. */
export type TaskRef = { id: number; companyId: number };

export type TaskEvents = {
  /** In the caller's transaction; a task with the same sourceKey already there → null (idempotent). */
  open(tx: Db, input: EventTask): Promise<TaskRef | null>;
  /** In the caller's transaction: completes the open tasks of that source; answers them. */
  complete(tx: Db, sourceKey: string): Promise<TaskRef[]>;
  /** After commit: TaskChanged realtime events and the task notices (assigned / done). Never throws. */
  announce(refs: readonly (TaskRef | null)[]): Promise<void>;
};
