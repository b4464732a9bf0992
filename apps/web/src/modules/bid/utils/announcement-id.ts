/** Announcement ids are positive integers; anything else cannot name one and is a 404 at once. */
export function isAnnouncementIdParam(value: string): boolean {
  return /^[1-9]\d{0,17}$/.test(value);
}
