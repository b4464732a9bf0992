'use client';

import type { FormEvent } from 'react';
import { useLazyModule } from '../../ui/hooks/useLazyModule';
import { useSingleFlight } from '../../ui/hooks/useSingleFlight';
import { useToast } from '../../ui/hooks/useToast';
import { LAZY_LOAD_FAILED_MESSAGE } from '../../ui/utils/lazy-module';
import { PROFILE_SCHEMAS } from '../utils/lazy-profile-schemas';

type ProfileSchemas = Awaited<ReturnType<typeof PROFILE_SCHEMAS.load>>;

/**
 * The start every profile form's 저장 shares: the schemas (fetched after hydration, waited for
 * here), one save at a time even while they load, and a Korean toast when they cannot be
 * fetched. `run` gets the schemas and does the form's own checks and call.
 */
export function useProfileSubmit(): (
  event: FormEvent<HTMLFormElement>,
  isBusy: boolean,
  run: (schemas: ProfileSchemas) => Promise<void>,
) => Promise<void> {
  const flight = useSingleFlight();
  const showToast = useToast();
  useLazyModule(PROFILE_SCHEMAS);
  return (event, isBusy, run) =>
    flight(async () => {
      event.preventDefault();
      if (isBusy) return;
      const schemas = await PROFILE_SCHEMAS.load().catch(() => null);
      if (!schemas) {
        showToast(LAZY_LOAD_FAILED_MESSAGE);
        return;
      }
      await run(schemas);
    });
}
