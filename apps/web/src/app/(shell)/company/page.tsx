import type { Metadata } from 'next';
import { PreparingNotice } from '../../../modules/ui/components/PreparingNotice';
import { readKeyword } from '../../../modules/layout/utils/read-keyword';

export const metadata: Metadata = { title: '전체 업체' };

export default async function CompanyPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const keyword = readKeyword(await searchParams);
  return (
    <PreparingNotice
      title="전체 업체"
      description={
        keyword
          ? `‘${keyword}’ 검색 결과를 보여 드리는 업체 목록을 준비하고 있습니다. 곧 업종·지역·신용등급으로 업체를 찾아보실 수 있어요.`
          : '업종·지역·신용등급으로 업체를 찾아보는 목록을 준비하고 있습니다.'
      }
      alternative={{ href: '/bid/upload1', label: '견적 요청하기' }}
    />
  );
}
