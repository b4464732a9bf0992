export { seedReference } from './reference';
export { seedDemo, type SeedDemoOptions } from './demo-seed';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo/accounts';
export { generateDemoData } from './demo/generate';
export { formatDemoAccounts } from './format-accounts';
