import { DetailNotFound } from '../../ui/components/DetailPageStates';

/** A company id that does not exist (or a profile that is not listed) gets a plain Korean 404. */
export function CompanyNotFound() {
  return (
    <DetailNotFound
      title="업체를 찾을 수 없습니다"
      description="주소가 잘못되었거나, 업체 정보가 삭제 또는 비공개로 바뀌었을 수 있습니다."
      listHref="/company"
      listLabel="다른 업체 찾기"
    />
  );
}
