import { formatBusinessNumber, formatPhone } from '@gongsa/domain';
import Link from 'next/link';
import type { ServiceManage } from '../../terms/utils/get-service-manage';
import { getServiceManage } from '../../terms/utils/get-service-manage';
import { LogoMark } from './Logo';

/** Shown when the API cannot be reached; serviceManage.disclaimer is the maintained wording. */
const DEFAULT_DISCLAIMER =
  '(주)공사마켓은 통신판매중개자로서 거래 당사자가 아니며, 업체가 등록한 정보와 거래에 대한 책임은 각 업체에 있습니다. 공사마켓이 제공하는 기업·재무 정보는 참고용이며 정확성을 보증하지 않습니다.';

type ExternalLink = { label: string; href: string | null | undefined };

function buildCompanyDetails(
  serviceManage: ServiceManage,
): Array<{ label: string; value: string }> {
  const details: Array<{ label: string; value: string | null | undefined }> = [
    { label: '상호', value: serviceManage.companyName },
    { label: '대표', value: serviceManage.representativeName },
    {
      label: '사업자등록번호',
      value: serviceManage.businessLicense
        ? formatBusinessNumber(serviceManage.businessLicense)
        : null,
    },
    { label: '통신판매업 신고번호', value: serviceManage.mailOrderRegistrationNumber },
    { label: '주소', value: serviceManage.companyAddress },
    {
      label: '고객센터',
      value: [
        serviceManage.customerServicePhone ? formatPhone(serviceManage.customerServicePhone) : null,
        serviceManage.customerServiceHours,
      ]
        .filter(Boolean)
        .join(' · '),
    },
    { label: '이메일', value: serviceManage.email },
    { label: '개인정보보호책임자', value: serviceManage.privacyOfficer },
  ];
  return details.filter((detail): detail is { label: string; value: string } =>
    Boolean(detail.value?.trim()),
  );
}

function ExternalAnchor({
  label,
  href,
  className,
}: {
  label: string;
  href: string;
  className: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {label}
      <span className="sr-only">(새 창)</span>
    </a>
  );
}

/** Streams in after the page: the footer waits for serviceManage, the page does not. */
export async function Footer() {
  const serviceManage = await getServiceManage();
  const details = serviceManage ? buildCompanyDetails(serviceManage) : [];
  const socialLinks: ExternalLink[] = [
    { label: '블로그', href: serviceManage?.blogUrl },
    { label: '인스타그램', href: serviceManage?.instagramUrl },
    { label: '카카오톡 채널', href: serviceManage?.kakaoChannelUrl },
  ];
  const linkClass =
    'inline-flex min-h-11 items-center rounded text-gray-700 hover:text-gray-900 hover:underline desktop:min-h-6';

  return (
    <footer className="border-t border-gray-200 bg-white">
      <div className="mx-auto max-w-[1200px] px-5 py-10 desktop:px-6">
        <div className="flex flex-col gap-6 desktop:flex-row desktop:items-start desktop:justify-between">
          <nav aria-label="약관 및 정책">
            <ul className="flex flex-wrap items-center gap-x-5 text-sm desktop:gap-y-2">
              <li>
                <Link href="/terms/serviceTerms" className={linkClass}>
                  이용약관
                </Link>
              </li>
              <li>
                <Link
                  href="/terms/privacyPolicy"
                  className={`${linkClass} font-bold text-gray-900`}
                >
                  개인정보처리방침
                </Link>
              </li>
              <li>
                <Link href="/terms/refundTerms" className={linkClass}>
                  환불정책
                </Link>
              </li>
              <li>
                <Link href="/myPage/opinion" className={linkClass}>
                  의견 보내기
                </Link>
              </li>
              {serviceManage?.businessInfoCheckUrl ? (
                <li>
                  <ExternalAnchor
                    label="사업자정보확인"
                    href={serviceManage.businessInfoCheckUrl}
                    className={linkClass}
                  />
                </li>
              ) : null}
            </ul>
          </nav>
          {socialLinks.some((link) => link.href) ? (
            <nav aria-label="공사마켓 소셜 채널">
              <ul className="flex flex-wrap gap-2">
                {socialLinks.map((link) =>
                  link.href ? (
                    <li key={link.label}>
                      <ExternalAnchor
                        label={link.label}
                        href={link.href}
                        className="inline-flex h-11 items-center rounded-full border border-gray-200 px-3.5 desktop:h-9 text-[13px] font-medium text-gray-700 hover:border-gray-300 hover:bg-gray-50"
                      />
                    </li>
                  ) : null,
                )}
              </ul>
            </nav>
          ) : null}
        </div>

        <div className="mt-8 flex items-center gap-2">
          <LogoMark className="size-6" />
          <span className="text-[15px] font-bold text-gray-900">
            {serviceManage?.companyName ?? '(주)공사마켓'}
          </span>
        </div>
        {details.length > 0 ? (
          <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-[13px] leading-relaxed text-gray-600">
            {details.map((detail) => (
              <div key={detail.label} className="flex gap-1.5">
                <dt className="shrink-0 whitespace-nowrap text-gray-600">{detail.label}</dt>
                <dd className="text-gray-800">{detail.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className="mt-5 rounded-xl bg-gray-50 px-4 py-3 text-[13px] leading-relaxed text-gray-600">
          {serviceManage?.disclaimer?.trim() || DEFAULT_DISCLAIMER}
        </p>
        <p className="mt-5 text-[13px] text-gray-600">
          © {new Date().getFullYear()} Gongsa Market. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
