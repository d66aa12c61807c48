export * from './admin-chat';
