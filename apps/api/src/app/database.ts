import path from 'node:path';
import {
  DEMO_ACCOUNTS,
  createDatabase,
  migrate,
  seedDemo,
  seedReference,
  withStartupLock,
  type Database,
  type DatabaseHandle,
} from '@gongsa/db';
import type { Env } from '../env';
import type { Logger } from '../logger';

/*
 * The API's one door to @gongsa/db outside repositories: opening, migrating and seeding the
 * database at start-up. Other code gets the Database type from here.
 */
export type { Database, DatabaseHandle };

export async function openDatabase(env: Env, logger: Logger): Promise<DatabaseHandle> {
  const handle = await createDatabase(
    env.databaseUrl ? { url: env.databaseUrl } : { dataDir: path.join(env.dataDir, 'pglite') },
  );
  logger.info({ driver: handle.driver }, '데이터베이스 연결');
  try {
    // Several API processes may start together on one PostgreSQL: one migrates and seeds at a time.
    await withStartupLock(handle.db, handle.driver, async () => {
      await migrate(handle.db, handle.driver);
      logger.info('마이그레이션 적용 완료');
      await seedReference(handle.db);
      logger.info('기준 데이터 준비 완료');
      if (env.shouldSeedDemo) {
        await seedDemo(handle.db);
        logger.info('데모 데이터 준비 완료');
      }
    });
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * Opens the database without migrating or seeding: the worker's connection. The API owns
 * migrations, so two processes never race to apply them.
 */
export async function connectDatabase(env: Env, logger: Logger): Promise<DatabaseHandle> {
  const handle = await createDatabase(
    env.databaseUrl ? { url: env.databaseUrl } : { dataDir: path.join(env.dataDir, 'pglite') },
  );
  logger.info({ driver: handle.driver }, '데이터베이스 연결');
  return handle;
}

/** The demo logins, printed at start-up so a developer can sign in straight away. */
export function describeDemoAccounts(): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
  return [
    '데모 계정 (SEED_DEMO=true):',
    ...DEMO_ACCOUNTS.map(
      (account) => `  ${account.email.padEnd(width)}  ${account.password}  ${account.label}`,
    ),
  ].join('\n');
}
