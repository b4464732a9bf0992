import type { ReviewDashboardData } from '../utils/company-detail-types';
import { buildRatingBars, formatRating } from '../utils/rating';
import { StarIcon } from './DetailIcons';

/** Average and the 5→1 star shares; each bar's number is in the text, the bar only repeats it. */
export function RatingSummary({ dashboard }: { dashboard: ReviewDashboardData }) {
  const bars = buildRatingBars(dashboard);
  return (
    <div className="flex flex-col gap-5 desktop:flex-row desktop:items-center desktop:gap-10">
      <div className="flex items-center gap-3 desktop:flex-col desktop:items-center desktop:gap-1">
        <p className="text-4xl font-extrabold text-gray-900 tabular-nums print:text-black">
          <span className="sr-only">평균 평점 </span>
          {formatRating(dashboard.avgScore)}
        </p>
        <p className="flex items-center gap-1 text-sm text-gray-600 print:text-black">
          <StarIcon className="size-4 text-accent-500 print:text-black" />
          리뷰 {dashboard.totalReviewCnt.toLocaleString('ko-KR')}개
        </p>
      </div>
      <ul aria-label="점수별 리뷰 비율" className="flex-1 space-y-1.5">
        {bars.map((bar) => (
          <li key={bar.score} className="flex items-center gap-3 text-sm">
            <span className="w-8 shrink-0 text-gray-700 print:text-black">{bar.score}점</span>
            <span
              aria-hidden="true"
              className="h-2.5 flex-1 overflow-hidden rounded-full bg-gray-100 print:border print:border-black print:bg-white"
            >
              <span
                className="block h-full rounded-full bg-accent-500 print:bg-gray-700 print:[print-color-adjust:exact]"
                style={{ width: `${bar.percent}%` }}
              />
            </span>
            <span className="w-10 shrink-0 text-right text-gray-700 tabular-nums print:text-black">
              {bar.text}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
