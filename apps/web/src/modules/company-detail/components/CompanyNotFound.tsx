import { ButtonLink } from '../../ui/components/Button';

/** A company id that does not exist (or a profile that is not listed) gets a plain Korean 404. */
export function CompanyNotFound() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-5 py-16 text-center desktop:py-24">
      <p className="text-[64px] leading-none font-extrabold tracking-tight text-brand-600">404</p>
      <h1 className="mt-5 text-2xl font-bold text-gray-900">업체를 찾을 수 없습니다</h1>
      <p className="mt-3 text-[15px] leading-relaxed text-gray-600">
        주소가 잘못되었거나, 업체 정보가 삭제 또는 비공개로 바뀌었을 수 있습니다.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-2">
        <ButtonLink href="/company" size="lg">
          다른 업체 찾기
        </ButtonLink>
        <ButtonLink href="/" variant="outline" size="lg">
          홈으로 가기
        </ButtonLink>
      </div>
    </div>
  );
}
