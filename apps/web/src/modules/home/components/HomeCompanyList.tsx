import type { CompanyCardFieldsFragment } from '../../../graphql/generated/graphql';
import { CompanyCard } from '../../company/components/CompanyCard';
import { HomeSection } from './HomeSection';

export type HomeCompany = { reason: string; profile: CompanyCardFieldsFragment };

/** Recommended companies, each with why; nothing when there is none. */
export function HomeCompanyList({
  companies,
  description,
}: {
  companies: HomeCompany[];
  description: string;
}) {
  if (companies.length === 0) return null;
  return (
    <HomeSection
      id="home-companies-title"
      title="추천 업체"
      description={description}
      more={{ href: '/company', label: '전체 업체' }}
    >
      <ul className="grid gap-3 desktop:grid-cols-2 desktop:gap-4" aria-label="추천 업체 목록">
        {companies.map((company) => (
          <li key={company.profile.id}>
            <CompanyCard profile={company.profile} reason={company.reason} headingLevel={3} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
