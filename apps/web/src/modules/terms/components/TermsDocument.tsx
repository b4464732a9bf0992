import Link from 'next/link';
import { getServiceManage, type ServiceManage } from '../utils/get-service-manage';
import { parseTermsText } from '../utils/parse-terms-text';

export type TermsKey = 'serviceTerms' | 'refundTerms' | 'privacyPolicy';

export const TERMS_TITLES: Record<TermsKey, string> = {
  serviceTerms: '이용약관',
  refundTerms: '환불정책',
  privacyPolicy: '개인정보처리방침',
};

const TERMS_ORDER: TermsKey[] = ['serviceTerms', 'privacyPolicy', 'refundTerms'];

function TermsBody({ text }: { text: string | null | undefined }) {
  const blocks = parseTermsText(text);
  if (blocks.length === 0) {
    return (
      <p
        role="alert"
        className="rounded-xl bg-gray-50 px-5 py-8 text-center text-[15px] text-gray-700"
      >
        약관을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.
      </p>
    );
  }
  return (
    <div className="text-[15px] leading-[1.8] text-gray-800">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'chapter':
            return (
              <h2
                key={index}
                className="mt-10 border-b border-gray-200 pb-2 text-lg font-bold text-gray-900 first:mt-0"
              >
                {block.text}
              </h2>
            );
          case 'article':
            return (
              <h3 key={index} className="mt-7 text-base font-bold text-gray-900 first:mt-0">
                {block.text}
              </h3>
            );
          case 'item':
            return (
              <p key={index} className="mt-1 pl-4 -indent-4">
                {block.text}
              </p>
            );
          case 'paragraph':
            return (
              <p key={index} className="mt-2">
                {block.text}
              </p>
            );
        }
      })}
    </div>
  );
}

function readTermsText(serviceManage: ServiceManage | null, key: TermsKey): string | null {
  return serviceManage?.[key] ?? null;
}

export async function TermsDocument({ termsKey }: { termsKey: TermsKey }) {
  const serviceManage = await getServiceManage();
  return (
    <div className="mx-auto w-full max-w-3xl px-5 py-10 desktop:py-14">
      <nav aria-label="약관 목록">
        <ul className="flex flex-wrap gap-2">
          {TERMS_ORDER.map((key) => (
            <li key={key}>
              <Link
                href={`/terms/${key}`}
                aria-current={key === termsKey ? 'page' : undefined}
                className={`inline-flex h-9 items-center rounded-full px-4 text-sm font-semibold ${
                  key === termsKey
                    ? 'bg-gray-900 text-white'
                    : 'bg-white text-gray-700 ring-1 ring-gray-200 hover:bg-gray-50'
                }`}
              >
                {TERMS_TITLES[key]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <article className="mt-6 rounded-2xl bg-white px-5 py-8 ring-1 ring-gray-200 desktop:px-10 desktop:py-12">
        <h1 className="text-2xl font-bold text-gray-900 desktop:text-[28px]">
          {TERMS_TITLES[termsKey]}
        </h1>
        <div className="mt-8">
          <TermsBody text={readTermsText(serviceManage, termsKey)} />
        </div>
      </article>
    </div>
  );
}
