import Link from 'next/link';
import { getServiceManage, type ServiceManage } from '../utils/get-service-manage';
import { TermsBody } from './TermsBody';

export type TermsKey = 'serviceTerms' | 'refundTerms' | 'privacyPolicy';

export const TERMS_TITLES: Record<TermsKey, string> = {
  serviceTerms: '이용약관',
  refundTerms: '환불정책',
  privacyPolicy: '개인정보처리방침',
};

const TERMS_ORDER: TermsKey[] = ['serviceTerms', 'privacyPolicy', 'refundTerms'];

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
