export * from './channels.ts';
export * from './realtime.schemas.ts';
export * from './realtime-event.ts';
