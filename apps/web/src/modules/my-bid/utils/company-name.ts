/** The name a company goes by on these pages; its unique id when it has not entered one. */
export function readCompanyName(profile: { companyName: string | null; uniqueId: string }): string {
  return profile.companyName?.trim() || profile.uniqueId;
}
