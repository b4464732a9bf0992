'use client';

import { useState } from 'react';

/** Runs a task unless the previous one it was given is still running (then the call is ignored). */
type Flight = (task: () => Promise<void>) => Promise<void>;

function createSingleFlight(): Flight {
  let isRunning = false;
  return async (task) => {
    if (isRunning) return;
    isRunning = true;
    try {
      await task();
    } finally {
      isRunning = false;
    }
  };
}

/**
 * One flight per component instance for its async handlers: a submit made while another still
 * runs is ignored. A form's busy state is set only after its validation rules have loaded
 * (`import()` on first use), so without this two quick clicks during that load would both
 * submit (two sign-ups, two SMS codes). The task starts synchronously, so
 * `event.preventDefault()` inside it still counts.
 */
export function useSingleFlight(): Flight {
  const [flight] = useState(createSingleFlight);
  return flight;
}
