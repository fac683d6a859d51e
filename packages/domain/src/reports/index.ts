export * from './report-kinds.ts';
export * from './report-statuses.ts';
export * from './report-period.ts';
export * from './tax-profile.ts';
export * from './tax-calendar.ts';
export * from './icalendar.ts';
export * from './reports.schemas.ts';
