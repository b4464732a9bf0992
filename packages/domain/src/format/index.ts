export * from './seoul-time';
export * from './phone';
export * from './business-number';
export * from './date';
export * from './duration';
export * from './number';
export * from './distance';
export * from './filename';
