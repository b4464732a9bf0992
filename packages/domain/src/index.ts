export * from './enums';
export * from './constants';
export * from './validation';
export * from './format';
export * from './hangul';
export * from './profile-progress';
export * from './company/company-filter';
