// Kept apart from wizard-store so the route watcher every page loads carries no wizard code.

export function isBidUploadPath(path: string | null | undefined): boolean {
  return /^\/bid\/upload[1-8](?:\/|$)/.test(path ?? '');
}

/** SPEC §2: leaving the /bid/upload area clears the in-progress data (the server draft stays). */
export function isLeavingBidUpload(
  fromPath: string | null | undefined,
  toPath: string | null | undefined,
): boolean {
  return isBidUploadPath(fromPath) && !isBidUploadPath(toPath);
}
