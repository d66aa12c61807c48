export * from './operator-audit';
export * from './audit-words';
export * from './admins';
export * from './admin-exports';
