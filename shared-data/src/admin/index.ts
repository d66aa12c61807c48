export * from './admin';
export * from './admin-money';
