export {
  sortTodoItems,
  TODO_KIND,
  TODO_SEVERITY,
  todoItemSchema,
  type TodoItem,
  type TodoKind,
  type TodoSeverity,
} from './todo.schemas.ts';
