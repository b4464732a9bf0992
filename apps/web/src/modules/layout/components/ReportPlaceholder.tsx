import { ButtonLink } from '../../ui/components/Button';
import { LogoMark } from './Logo';
import { MAIN_CONTENT_ID } from './SkipLink';

/** /report/… renders without the shell (it is printed and shared); its content comes later. */
export function ReportPlaceholder() {
  return (
    <main id={MAIN_CONTENT_ID} className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-6 py-12">
      <div className="flex items-center gap-2">
        <LogoMark className="size-7" />
        <span className="text-base font-extrabold text-gray-900">공사마켓 기업 리포트</span>
      </div>
      <section className="mt-10 rounded-2xl border border-gray-200 bg-white px-6 py-14 text-center">
        <h1 className="text-xl font-bold text-gray-900">준비 중인 기능입니다</h1>
        <p className="mt-2 text-[15px] text-gray-600">
          기업 리포트는 곧 이 화면에서 확인하실 수 있습니다.
        </p>
        <ButtonLink href="/" className="mt-6">
          공사마켓 홈으로
        </ButtonLink>
      </section>
    </main>
  );
}
