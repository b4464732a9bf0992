import type { Metadata } from 'next';
import { PreparingNotice } from '../../../modules/ui/components/PreparingNotice';
import { readKeyword } from '../../../modules/layout/utils/read-keyword';

export const metadata: Metadata = { title: '전체 공고' };

export default async function BidPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const keyword = readKeyword(await searchParams);
  return (
    <PreparingNotice
      title="전체 공고"
      description={
        keyword
          ? `‘${keyword}’ 검색 결과를 보여 드리는 견적 요청 목록을 준비하고 있습니다.`
          : '지금 모집 중인 견적 요청을 모아 보는 목록을 준비하고 있습니다.'
      }
      alternative={{ href: '/bid/upload1', label: '견적 요청하기' }}
    />
  );
}
