import {
  NOTIFICATION_CHANNELS,
  taskNotificationData,
  taskNotificationDataSchema,
} from '@kabinet/domain/notifications';

import type { Db } from '../../db/client.ts';
import type { JobLogger } from '../../platform/jobs/jobs.types.ts';
import type { NotifyTasks, TaskNotice } from '../tasks/tasks.events.ts';

import { loadNotificationPreferences } from './notifications-preferences.repository.ts';
import { findCompanyName } from './notifications-tariffs.repository.ts';
import type { NotificationsService } from './notifications.service.ts';

/**
 * The tasks hook. A task given to someone, finished, due tomorrow or overdue becomes a
 * TASK_UPDATED notification of the notice's recipients — stored, published, pushed and e-mailed
 * by their preferences like any other. A recipient who turned every channel of «Задачи» off gets
 * nothing at all. A failure is logged, never thrown: the task has changed already.
 */
export function createTaskNotifier(deps: {
  db: Db;
  notifications: Pick<NotificationsService, 'notify'>;
  logger?: Pick<JobLogger, 'error'> | undefined;
}): NotifyTasks {
  return async function notifyTasks(notices) {
    for (const notice of notices) {
      try {
        await notify(notice);
      } catch (error) {
        deps.logger?.error({ err: error, taskId: notice.taskId }, 'task notification failed');
      }
    }
  };

  async function notify(notice: TaskNotice): Promise<void> {
    if (notice.recipientIds.length === 0) return;
    const [companyName, preferences] = await Promise.all([
      findCompanyName(deps.db, notice.companyId),
      loadNotificationPreferences(deps.db, notice.recipientIds),
    ]);
    const recipients = notice.recipientIds.filter((userId) => {
      const own = preferences.get(userId)?.TASK_UPDATED;
      return own !== undefined && NOTIFICATION_CHANNELS.some((channel) => own[channel]);
    });
    if (recipients.length === 0) return;
    const data = taskNotificationDataSchema.parse(
      taskNotificationData({
        event: notice.event,
        companyId: notice.companyId,
        companyName: companyName ?? undefined,
        taskId: notice.taskId,
        title: notice.title,
        dueDate: notice.dueDate,
        overdueDays: notice.overdueDays,
      }),
    );
    await deps.notifications.notify(recipients.map((userId) => ({ userId, data })));
  }
}
