import { formatMoney } from '@gongsa/domain';
import type { HomeAdvertisementsQuery } from '../../../graphql/generated/graphql';
import { ExternalLinkIcon } from '../../ui/components/icons';
import { HomeSection } from './HomeSection';
import { RecordedAdLink } from './RecordedAdLink';

type Advertisement = HomeAdvertisementsQuery['advertisements'][number];

/** The advertisement strip: a row that scrolls sideways on a phone, a grid on a desktop. */
export function HomeAdStrip({ advertisements }: { advertisements: Advertisement[] }) {
  if (advertisements.length === 0) return null;
  return (
    <HomeSection
      id="home-ads-title"
      title="추천 제품·서비스"
      description="공사 현장에 필요한 제품과 장비를 만나보세요"
    >
      <ul
        className="-mx-5 flex snap-x scroll-px-5 gap-3 overflow-x-auto px-5 pb-2 desktop:mx-0 desktop:grid desktop:grid-cols-4 desktop:gap-5 desktop:overflow-visible desktop:px-0"
        aria-label="광고 목록"
      >
        {advertisements.map((ad) => (
          <li
            key={ad.id}
            className="relative flex w-[72%] shrink-0 snap-start flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white desktop:w-auto"
            data-testid="home-ad-card"
          >
            {ad.mainImage ? (
              // Uploaded files are served by the API (see UserAvatar).
              // eslint-disable-next-line @next/next/no-img-element
              <img
                src={ad.mainImage.lowQualityURL ?? ad.mainImage.url}
                alt=""
                width={600}
                height={400}
                loading="lazy"
                className="aspect-[3/2] w-full bg-gray-100 object-cover"
              />
            ) : null}
            <div className="flex flex-1 flex-col gap-1.5 p-4">
              <span className="w-fit rounded bg-gray-100 px-1.5 py-0.5 text-xs font-semibold text-gray-600">
                광고
              </span>
              <h3 className="text-base leading-snug font-bold text-gray-900">
                {ad.purchaseUrl ? (
                  <RecordedAdLink
                    kind="advertisement"
                    id={ad.id}
                    href={ad.purchaseUrl}
                    className="after:absolute after:inset-0 hover:underline"
                  >
                    {ad.title}
                  </RecordedAdLink>
                ) : (
                  ad.title
                )}
              </h3>
              {ad.summary ? (
                <p className="text-sm leading-relaxed text-gray-600">{ad.summary}</p>
              ) : null}
              <p className="mt-auto pt-1 text-[15px] font-bold text-gray-900">
                {ad.price === null || ad.price === undefined ? '가격 문의' : formatMoney(ad.price)}
              </p>
              <p className="flex items-center justify-between gap-2 text-[13px] text-gray-500">
                <span className="truncate">{ad.companyName}</span>
                {ad.purchaseUrl ? (
                  <ExternalLinkIcon className="size-4 shrink-0" aria-hidden="true" />
                ) : null}
              </p>
              {ad.tags.length > 0 ? (
                <ul className="flex flex-wrap gap-1" aria-label="태그">
                  {ad.tags.map((tag) => (
                    <li
                      key={tag}
                      className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700"
                    >
                      #{tag}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
