export * from './unit-of-work';
export * from './database.module';
export * from './data-source-options';
export * from './pg-errors';
export * from './bigint.transformer';
export * from './query-rows';
export * from './table-descriptor';
export * from './prepared-query';
