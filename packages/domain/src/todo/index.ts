export * from './todo.schemas.ts';
