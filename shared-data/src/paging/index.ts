export * from './paging';
export * from './reference';
