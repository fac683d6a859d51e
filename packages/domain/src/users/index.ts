export * from './roles.ts';
export * from './users.schemas.ts';
export * from './users-admin.schemas.ts';
