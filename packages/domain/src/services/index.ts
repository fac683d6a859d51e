export * from './services.schemas.ts';
export * from './service-catalogue.ts';
