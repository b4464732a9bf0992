/** Company ids are positive integers; anything else cannot name a company and is a 404 at once. */
export function isCompanyIdParam(value: string): boolean {
  return /^[1-9]\d{0,17}$/.test(value);
}
