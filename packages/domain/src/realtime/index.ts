export * from './channels.ts';
export * from './realtime.schemas.ts';
