export * from './roles.ts';
export * from './users.schemas.ts';
