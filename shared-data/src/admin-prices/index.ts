export * from './admin-prices';
