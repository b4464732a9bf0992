export * from './define-enum';
export * from './user';
export * from './announcement';
export * from './price';
export * from './point';
export * from './category';
export * from './search';
export * from './misc';
