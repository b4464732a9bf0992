import { ButtonLink } from '../../ui/components/Button';

/** An announcement id that does not exist (or was deleted) gets a plain Korean 404. */
export function BidNotFound() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-5 py-16 text-center desktop:py-24">
      <p className="text-[64px] leading-none font-extrabold tracking-tight text-brand-600">404</p>
      <h1 className="mt-5 text-2xl font-bold text-gray-900">견적 요청을 찾을 수 없습니다</h1>
      <p className="mt-3 text-[15px] leading-relaxed text-gray-600">
        주소가 잘못되었거나, 요청자가 견적 요청을 삭제했을 수 있습니다.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-2">
        <ButtonLink href="/bid" size="lg">
          다른 견적 요청 보기
        </ButtonLink>
        <ButtonLink href="/" variant="outline" size="lg">
          홈으로 가기
        </ButtonLink>
      </div>
    </div>
  );
}
