import type { BidCardFieldsFragment } from '../../../graphql/generated/graphql';
import { BidCard } from '../../bid/components/BidCard';
import { HomeSection } from './HomeSection';

/** The newest open estimate requests; nothing when there is none. */
export function HomeNewestRequests({ requests }: { requests: BidCardFieldsFragment[] }) {
  if (requests.length === 0) return null;
  return (
    <HomeSection
      id="home-requests-title"
      title="새로 올라온 견적 요청"
      description="지금 업체를 찾고 있는 공사예요"
      more={{ href: '/bid', label: '전체 공고' }}
    >
      <ul className="grid gap-3 desktop:grid-cols-2 desktop:gap-4" aria-label="최신 견적 요청 목록">
        {requests.map((request) => (
          <li key={request.id}>
            <BidCard announcement={request} headingLevel={3} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
