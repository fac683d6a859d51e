import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { JobLogger } from '../../platform/jobs/jobs.types.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { SignCodes } from '../../platform/sign-off.ts';
import type { Storage } from '../../platform/storage.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import { createReportsAccess } from './reports-access.service.ts';
import { createReportsCalendar } from './reports-calendar.service.ts';
import { createReportsFeed } from './reports-feed.service.ts';
import { createReportFilesService } from './reports-files.service.ts';
import { createReportsReminders } from './reports-reminders.service.ts';
import { createReportsSignoff } from './reports-signoff.service.ts';
import type { CalendarCompanies, NotifyReports, TaxProfileSource } from './reports.events.ts';
import { createReportsService } from './reports.service.ts';

/** The reports services from explicit dependencies (profiles, codes and notices by port). */
export function createReportsServices(deps: {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  storage: Storage;
  audit: RecordAudit;
  appUrl: string;
  codes: SignCodes;
  profiles: TaxProfileSource;
  calendarCompanies: CalendarCompanies;
  notify?: NotifyReports;
  logger?: Pick<JobLogger, 'error'>;
}) {
  const access = createReportsAccess(deps.db);
  const calendar = createReportsCalendar({ ...deps, access });
  return {
    reports: createReportsService({ ...deps, access, calendar }),
    reportFiles: createReportFilesService({ ...deps, access }),
    reportsSignoff: createReportsSignoff({ ...deps, access }),
    reportsCalendar: calendar,
    reportsFeed: createReportsFeed({ ...deps, access, calendar }),
    reportsReminders: createReportsReminders({
      ...deps,
      companies: deps.calendarCompanies,
      calendar,
    }),
  };
}
