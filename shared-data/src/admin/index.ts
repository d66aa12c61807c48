export * from './admin';
export * from './admin-disputes';
