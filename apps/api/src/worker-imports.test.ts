import { describe, expect, it, vi } from 'vitest';

// The worker must start without the GraphQL schema: building it registers every Pothos type,
// which costs start-up time and ties job code to the API. Loading the builder fails this test.
vi.mock('./builder', () => {
  throw new Error('the worker loaded the GraphQL builder');
});

describe('the worker’s modules', () => {
  it('load without the GraphQL builder', async () => {
    const modules = await Promise.all([
      import('./app/database'),
      import('./app/job-handlers'),
      import('./env'),
      import('./logger'),
      import('./modules/files/storage/create-storage'),
      import('./platform/jobs/job-runtime'),
      import('./platform/jobs/enqueue'),
    ]);
    expect(modules.every((module) => typeof module === 'object')).toBe(true);
  });

  it('would notice the builder being loaded', async () => {
    const error = await import('./schema').then(
      () => null,
      (failure: unknown) => failure as Error & { cause?: Error },
    );
    expect(error?.cause?.message).toBe('the worker loaded the GraphQL builder');
  });
});
