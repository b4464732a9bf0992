import { companyRegistry, criGrades, profiles } from '@gongsa/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../app/database';

export type CompanyRegistryRow = {
  name: string;
  businessRegistrationNumber: string;
  type: string | null;
  latitude: number | null;
  longitude: number | null;
  publicAmount: number | null;
  privateAmount: number | null;
  totalAmount: number | null;
  patents: unknown[];
  affiliate: unknown[];
  cri: { id: number; name: string; priority: number } | null;
  balance: unknown[];
  income: unknown[];
  administrativeActions: unknown[];
  licenses: unknown[];
  mainBusiness: string | null;
  address: string | null;
  phoneNumber: string | null;
  faxNumber: string | null;
  establishedOn: string | null;
  homepageUrl: string | null;
  staffCount: number | null;
  stockholders: unknown[];
  representativeName: string | null;
  representativePhoneNumber: string | null;
  representativeEmail: string | null;
  managerName: string | null;
  managerPhoneNumber: string | null;
  managerEmail: string | null;
  category: string | null;
};

/** The registry entry for a 사업자등록번호 (10 digits), if the registry knows it. */
export async function findCompanyRegistryEntry(
  db: Database,
  businessNumber: string,
): Promise<CompanyRegistryRow | null> {
  const [row] = await db
    .select({
      name: companyRegistry.name,
      businessRegistrationNumber: companyRegistry.businessRegistrationNumber,
      type: companyRegistry.type,
      latitude: companyRegistry.latitude,
      longitude: companyRegistry.longitude,
      publicAmount: companyRegistry.publicAmount,
      privateAmount: companyRegistry.privateAmount,
      totalAmount: companyRegistry.totalAmount,
      patents: companyRegistry.patents,
      affiliate: companyRegistry.affiliate,
      criId: criGrades.id,
      criName: criGrades.name,
      criPriority: criGrades.priority,
      balance: companyRegistry.balance,
      income: companyRegistry.income,
      administrativeActions: companyRegistry.administrativeActions,
      licenses: companyRegistry.licenses,
      mainBusiness: companyRegistry.mainBusiness,
      address: companyRegistry.address,
      phoneNumber: companyRegistry.phoneNumber,
      faxNumber: companyRegistry.faxNumber,
      establishedOn: companyRegistry.establishedOn,
      homepageUrl: companyRegistry.homepageUrl,
      staffCount: companyRegistry.staffCount,
      stockholders: companyRegistry.stockholders,
      representativeName: companyRegistry.representativeName,
      representativePhoneNumber: companyRegistry.representativePhoneNumber,
      representativeEmail: companyRegistry.representativeEmail,
      managerName: companyRegistry.managerName,
      managerPhoneNumber: companyRegistry.managerPhoneNumber,
      managerEmail: companyRegistry.managerEmail,
      category: companyRegistry.category,
    })
    .from(companyRegistry)
    .leftJoin(criGrades, eq(criGrades.id, companyRegistry.criGradeId))
    .where(
      and(
        eq(companyRegistry.businessRegistrationNumber, businessNumber),
        isNull(companyRegistry.deletedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { criId, criName, criPriority, ...rest } = row;
  return {
    ...rest,
    cri:
      criId === null || criName === null || criPriority === null
        ? null
        : { id: criId, name: criName, priority: criPriority },
  };
}

/** Owners of live profiles registered under this 사업자등록번호 (digits only). */
/** The live profile that claims a 사업자등록번호 (at most one), and whether the claim was confirmed. */
export async function findBusinessNumberClaim(
  db: Database,
  businessNumber: string,
): Promise<{ userId: number; isVerified: boolean } | null> {
  const [row] = await db
    .select({ userId: profiles.userId, verifiedAt: profiles.businessNumberVerifiedAt })
    .from(profiles)
    .where(and(eq(profiles.businessNumber, businessNumber), isNull(profiles.deletedAt)))
    .limit(1);
  return row ? { userId: row.userId, isVerified: row.verifiedAt !== null } : null;
}
