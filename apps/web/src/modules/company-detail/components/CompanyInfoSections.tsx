import { formatPhone } from '@gongsa/domain';
import type { ReactNode } from 'react';
import type { CompanyInfoData } from '../utils/company-detail-types';
import {
  buildMapSearchHref,
  formatEstablishedDay,
  formatLinkText,
  formatStaffCount,
  joinAddress,
  orderPrimaryFirst,
  toExternalHref,
} from '../utils/company-info';
import { ExternalLinkIcon } from '../../ui/components/icons';
import { SectionCard } from './SectionCard';
import { EmptyNote } from './SectionStatus';

function InfoRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-gray-100 py-3 last:border-b-0 desktop:flex-row desktop:gap-6">
      <dt className="shrink-0 text-sm font-medium text-gray-600 desktop:w-28 desktop:text-[15px]">
        {term}
      </dt>
      <dd className="min-w-0 text-[15px] text-gray-900">{children}</dd>
    </div>
  );
}

function ExternalLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium break-all text-brand-700 underline underline-offset-2"
    >
      {formatLinkText(href)}
      <ExternalLinkIcon className="size-4 shrink-0" />
      <span className="sr-only">(새 창)</span>
    </a>
  );
}

const MISSING = <span className="text-gray-600">미등록</span>;

export function CompanyInfoSection({ info }: { info: CompanyInfoData | null }) {
  if (!info) {
    return (
      <SectionCard id="info" title="기업 정보">
        <EmptyNote>등록된 기업 정보가 없습니다.</EmptyNote>
      </SectionCard>
    );
  }
  const phones = orderPrimaryFirst(info.phones);
  const phoneNumbers = phones.length > 0 ? phones.map((phone) => phone.phoneNumber) : [];
  if (phoneNumbers.length === 0 && info.phoneNumber) phoneNumbers.push(info.phoneNumber);
  const addresses = orderPrimaryFirst(info.addresses);
  const homepage = toExternalHref(info.homepageUrl);
  const snsLinks = info.smsLinks
    .map((link) => toExternalHref(link))
    .filter((link): link is string => link !== null);

  return (
    <SectionCard id="info" title="기업 정보">
      {info.description ? (
        <p className="mb-4 text-[15px] leading-relaxed whitespace-pre-line text-gray-800">
          {info.description}
        </p>
      ) : null}
      <dl>
        <InfoRow term="대표자">{info.ownerName || MISSING}</InfoRow>
        <InfoRow term="설립일">{formatEstablishedDay(info.createdDay) || MISSING}</InfoRow>
        <InfoRow term="직원 수">{formatStaffCount(info.staffCount) || MISSING}</InfoRow>
        <InfoRow term="주요 사업">{info.mainBusiness || MISSING}</InfoRow>
        <InfoRow term="전화번호">
          {phoneNumbers.length > 0 ? (
            <ul className="desktop:space-y-1">
              {phoneNumbers.map((number, index) => (
                <li key={`${number}-${index}`}>
                  <a
                    href={`tel:${number.replace(/\D/g, '')}`}
                    className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 desktop:min-h-6"
                  >
                    {formatPhone(number)}
                  </a>
                  {index === 0 && phoneNumbers.length > 1 ? (
                    <span className="ml-1.5 text-sm text-gray-600">(대표)</span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            MISSING
          )}
        </InfoRow>
        {info.faxNumber ? <InfoRow term="팩스">{formatPhone(info.faxNumber)}</InfoRow> : null}
        {info.email ? (
          <InfoRow term="이메일">
            <a
              href={`mailto:${info.email}`}
              className="inline-flex min-h-11 items-center font-medium break-all text-brand-700 underline underline-offset-2 desktop:min-h-6"
            >
              {info.email}
            </a>
          </InfoRow>
        ) : null}
        <InfoRow term="주소">
          {addresses.length > 0 ? (
            <ul className="space-y-1">
              {addresses.map((address) => (
                <li key={address.index}>
                  {joinAddress(address)}
                  {address === addresses[0] && addresses.length > 1 ? (
                    <span className="ml-1.5 text-sm text-gray-600">(대표)</span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            MISSING
          )}
        </InfoRow>
        <InfoRow term="홈페이지">{homepage ? <ExternalLink href={homepage} /> : MISSING}</InfoRow>
        {snsLinks.length > 0 ? (
          <InfoRow term="SNS·블로그">
            <ul className="space-y-1">
              {snsLinks.map((link) => (
                <li key={link}>
                  <ExternalLink href={link} />
                </li>
              ))}
            </ul>
          </InfoRow>
        ) : null}
      </dl>
    </SectionCard>
  );
}

export function LicensesSection({ info }: { info: CompanyInfoData | null }) {
  const licenses = info?.licenses ?? [];
  return (
    <SectionCard id="licenses" title="면허">
      {licenses.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {licenses.map((item) => (
            <li
              key={item.id}
              className="rounded-xl border border-gray-200 px-3 py-2 text-[15px] text-gray-900"
            >
              {item.license.groupName ? (
                <span className="mr-1 text-sm text-gray-600">{item.license.groupName}</span>
              ) : null}
              <span className="font-semibold">{item.license.name}</span>
              {item.registrationNumber ? (
                <span className="ml-1.5 text-sm text-gray-600">
                  (등록번호 {item.registrationNumber})
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyNote>등록된 면허가 없습니다.</EmptyNote>
      )}
    </SectionCard>
  );
}

export function CategoriesSection({ info }: { info: CompanyInfoData | null }) {
  const categories = info?.categories ?? [];
  return (
    <SectionCard id="categories" title="업종">
      {categories.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {categories.map((category) => (
            <li
              key={category.id}
              className="rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800"
            >
              {category.path.join(' › ')}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyNote>등록된 업종이 없습니다.</EmptyNote>
      )}
    </SectionCard>
  );
}

export function LocationSection({ info }: { info: CompanyInfoData | null }) {
  const primary = info ? orderPrimaryFirst(info.addresses)[0] : undefined;
  return (
    <SectionCard id="location" title="위치">
      {primary ? (
        <div className="flex flex-col gap-3 desktop:flex-row desktop:items-center desktop:justify-between">
          <p className="text-[15px] text-gray-900">{joinAddress(primary)}</p>
          <a
            href={buildMapSearchHref(primary.address)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-11 items-center justify-center gap-1.5 rounded-xl border border-gray-300 bg-white px-4 text-[15px] font-semibold text-gray-800 hover:bg-gray-50"
          >
            지도에서 보기
            <ExternalLinkIcon className="size-4" />
            <span className="sr-only">(새 창)</span>
          </a>
        </div>
      ) : (
        <EmptyNote>등록된 주소가 없습니다.</EmptyNote>
      )}
    </SectionCard>
  );
}
