export * from './production-calendar.data.ts';
export * from './working-days.ts';
