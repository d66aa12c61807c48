export * from './admin';
export * from './admin-lists';
