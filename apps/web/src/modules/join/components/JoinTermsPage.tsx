import Link from 'next/link';
import { TermsBody } from '../../terms/components/TermsBody';
import { getServiceManage } from '../../terms/utils/get-service-manage';

const SECTIONS = [
  { key: 'serviceTerms', title: '서비스 이용약관' },
  { key: 'privacyPolicy', title: '개인정보 처리방침' },
] as const;

/** /auth/terms: the two texts a new member must agree to, on one page. */
export async function JoinTermsPage() {
  const serviceManage = await getServiceManage();
  return (
    <div className="mx-auto w-full max-w-3xl px-5 py-10 desktop:py-14">
      <h1 className="text-2xl font-bold text-gray-900 desktop:text-[28px]">회원가입 약관</h1>
      <p className="mt-2 text-[15px] text-gray-600">
        회원가입 시 동의하는 서비스 이용약관과 개인정보 처리방침입니다.
      </p>
      <nav aria-label="약관 바로가기" className="mt-5">
        <ul className="flex flex-wrap gap-2">
          {SECTIONS.map((section) => (
            <li key={section.key}>
              <a
                href={`#${section.key}`}
                className="inline-flex h-9 items-center rounded-full bg-white px-4 text-sm font-semibold text-gray-700 ring-1 ring-gray-200 hover:bg-gray-50"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {SECTIONS.map((section) => (
        <section
          key={section.key}
          id={section.key}
          aria-labelledby={`${section.key}-title`}
          className="mt-6 scroll-mt-32 rounded-2xl bg-white px-5 py-8 ring-1 ring-gray-200 desktop:px-10 desktop:py-12"
        >
          <h2
            id={`${section.key}-title`}
            className="mb-8 text-xl font-bold text-gray-900 desktop:text-2xl"
          >
            {section.title}
          </h2>
          <TermsBody text={serviceManage?.[section.key]} />
        </section>
      ))}
      <div className="mt-8 flex justify-center">
        <Link
          href="/auth/join1"
          className="inline-flex h-12 items-center rounded-xl bg-brand-600 px-6 text-base font-semibold text-white hover:bg-brand-700"
        >
          회원가입 하러 가기
        </Link>
      </div>
    </div>
  );
}
