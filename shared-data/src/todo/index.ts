export { fetchMyTodo, useMyTodo, type TodoCounts, type TodoItem } from './todo';
