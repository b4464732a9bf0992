/** Announcement ids are positive integers; anything else cannot name one and is a 404 at once. */
export function isAnnouncementIdParam(value: string): boolean {
  // Beyond 2^53 the API cannot read the id either (it answers a bad input, not "not found").
  return /^[1-9]\d{0,15}$/.test(value) && Number.isSafeInteger(Number(value));
}
