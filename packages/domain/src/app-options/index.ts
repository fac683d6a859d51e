export * from './app-options.schemas.ts';
