import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { JobLogger } from '../../platform/jobs/jobs.types.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { SignCodes } from '../../platform/sign-off.ts';
import type { TaskEvents } from '../../platform/task-events.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import type { ActsBilling, NotifyActs } from './acts.events.ts';
import { createActsDocumentsService } from './acts-documents.service.ts';
import { createActsIssueService } from './acts-issue.service.ts';
import { createActsService } from './acts.service.ts';

/** The acts services from explicit dependencies (billing, tasks and codes by port). */
export function createActsServices(deps: {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  billing: ActsBilling;
  tasks: TaskEvents;
  codes: SignCodes;
  audit: RecordAudit;
  notify?: NotifyActs;
  logger?: Pick<JobLogger, 'error'>;
}) {
  const issue = createActsIssueService(deps);
  const acts = createActsService({ ...deps, issue });
  return {
    actsIssue: issue,
    acts,
    actsDocuments: createActsDocumentsService({ db: deps.db, billing: deps.billing, acts }),
  };
}
