export { createQueryClient } from './query-client';
export { DataProvider, type DataProviderProps } from './data-provider';
export { domainKeys, queryKeys, type DomainKeys } from './query-keys';
export { useRealtimeInvalidation, type RealtimeInvalidationOptions } from './use-realtime-invalidation';
