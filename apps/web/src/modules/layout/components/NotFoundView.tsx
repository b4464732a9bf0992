import { ButtonLink } from '../../ui/components/Button';

export function NotFoundView() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-5 py-16 text-center desktop:py-24">
      <p className="text-[64px] leading-none font-extrabold tracking-tight text-brand-600 desktop:text-[80px]">
        404
      </p>
      <h1 className="mt-5 text-2xl font-bold text-gray-900">페이지를 찾을 수 없습니다</h1>
      <p className="mt-3 text-[15px] leading-relaxed text-gray-600">
        주소가 잘못 입력되었거나, 페이지가 이동 또는 삭제되었을 수 있습니다.
        <br />
        입력하신 주소를 다시 한번 확인해 주세요.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-2">
        <ButtonLink href="/" size="lg">
          홈으로 가기
        </ButtonLink>
        <ButtonLink href="/company" variant="outline" size="lg">
          업체 찾기
        </ButtonLink>
      </div>
    </div>
  );
}
