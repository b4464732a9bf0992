'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import {
  ANNOUNCEMENT_TYPE_LABELS,
  FIELD_INFO_LABELS,
  LICENSE_NEED_LABELS,
  ORDER_TYPE_LABELS,
  POSTING_DAY_LABELS,
  RENT_LEDGER_REQUEST_LABELS,
  WORK_SCOPE_LABELS,
  WORK_TYPE_LABELS,
  YES_NO_LABELS,
  formatPhone,
  hasServicePriceAmount,
  isPostingDay,
  type TriStateAnswer,
  type WizardSteps,
} from '@gongsa/domain';
import { formatAnnouncementPrice } from '../../bid/utils/bid-price';
import { parseWon } from '../utils/step-rules';
import { toStepPath } from '../utils/wizard-store';
import { WIZARD_STEP_LABELS } from './WizardFrame';

// The published request says 미입력 for an unanswered question (bid-facts.ts): the summary too.
const UNANSWERED = '미입력';

function withEtc(label: string, etc: string): string {
  return etc.trim() ? `${label} (${etc.trim()})` : label;
}

function answer<T extends string>(value: TriStateAnswer, labels: Readonly<Record<T, string>>) {
  return value ? labels[value as T] : UNANSWERED;
}

function formatDay(value: string | Date | null): string {
  if (!value) return '';
  const text = typeof value === 'string' ? value : value.toISOString().slice(0, 10);
  return text.replaceAll('-', '.');
}

type Row = { label: string; value: ReactNode };

function SummarySection({ step, rows }: { step: 1 | 2 | 3 | 4 | 5 | 7; rows: Row[] }) {
  const headingId = `bid-summary-${step}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-gray-200 p-4 desktop:p-5"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-[16px] font-bold text-gray-900">
          {`${step}. ${WIZARD_STEP_LABELS[step]}`}
        </h2>
        <Link
          href={toStepPath(step)}
          className="inline-flex min-h-9 items-center rounded-lg px-2.5 text-[14px] font-semibold text-brand-700 hover:bg-brand-50"
          aria-label={`${WIZARD_STEP_LABELS[step]} 수정`}
        >
          수정
        </Link>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-2 desktop:grid-cols-[9rem_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-[14px] text-gray-600">{row.label}</dt>
            <dd className="mb-1 text-[15px] break-words text-gray-900 desktop:mb-0">
              {row.value || '-'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Everything entered so far, each step with a 수정 link (the final check, step 8). */
export function WizardSummary({
  steps,
  hasPublishInfo = false,
  invitedName,
}: {
  steps: WizardSteps;
  hasPublishInfo?: boolean;
  invitedName?: string | null;
}) {
  const { 1: step1, 2: step2, 3: step3, 4: step4, 5: step5, 7: step7 } = steps;
  const won =
    step5 && hasServicePriceAmount(step5.servicePriceType) ? parseWon(step5.servicePrice) : null;
  const mainImage = step4?.images.find((image) => image.id === step4.mainImageId);

  return (
    <div className="flex flex-col gap-4">
      {step1 ? (
        <SummarySection
          step={1}
          rows={[
            { label: '공사 업종', value: step1.categories.map((c) => c.name).join(', ') },
            ...(step1.invitationProfileId
              ? [{ label: '견적 요청 업체', value: invitedName ?? '선택한 업체' }]
              : []),
          ]}
        />
      ) : null}
      {step2 ? (
        <SummarySection
          step={2}
          rows={[
            { label: '지원 가능 대상', value: step2.type && ANNOUNCEMENT_TYPE_LABELS[step2.type] },
            {
              label: '공사 종류',
              value: step2.workType && withEtc(WORK_TYPE_LABELS[step2.workType], step2.workTypeEtc),
            },
            { label: '발주 유형', value: step2.orderType && ORDER_TYPE_LABELS[step2.orderType] },
            {
              label: '시설 분야',
              value:
                step2.fieldInfo && withEtc(FIELD_INFO_LABELS[step2.fieldInfo], step2.fieldInfoEtc),
            },
            { label: '지역', value: step2.sigungu },
            {
              label: '주소',
              value: [step2.address, step2.addressDetail].filter(Boolean).join(' '),
            },
          ]}
        />
      ) : null}
      {step3 ? (
        <SummarySection
          step={3}
          rows={[
            {
              label: '공사 범위',
              value:
                step3.workScope && withEtc(WORK_SCOPE_LABELS[step3.workScope], step3.workScopeEtc),
            },
            {
              label: '면허',
              value:
                step3.hasLicense === '1' && step3.licenses.length > 0
                  ? `필요 (${step3.licenses.map((license) => license.name).join(', ')})`
                  : answer(step3.hasLicense, LICENSE_NEED_LABELS),
            },
            {
              label: '세금계산서 발행',
              value: answer(step3.isPossibleTaxBillIssue, YES_NO_LABELS),
            },
            {
              label: '임대차 대장 제출',
              value: answer(step3.isReqRentLedgerSubmitPossible, RENT_LEDGER_REQUEST_LABELS),
            },
          ]}
        />
      ) : null}
      {step4 ? (
        <SummarySection
          step={4}
          rows={[
            {
              label: '공사 내용',
              value: <span className="whitespace-pre-line">{step4.description}</span>,
            },
            {
              label: '현장 사진',
              value:
                step4.images.length > 0
                  ? `${step4.images.length}장${mainImage ? ` (대표: ${mainImage.filename})` : ''}`
                  : '없음',
            },
            {
              label: '첨부 파일',
              value:
                step4.files.length > 0
                  ? step4.files.map((file) => file.filename).join(', ')
                  : '없음',
            },
          ]}
        />
      ) : null}
      {step5 ? (
        <SummarySection
          step={5}
          rows={[
            { label: '시작 시기', value: step5.workStartSoon ? '바로 시작' : '일정 협의' },
            {
              label: '예산',
              // As the published request reads: a typed amount alone, a band by its label.
              value: step5.servicePriceType
                ? formatAnnouncementPrice(step5.servicePriceType, won)
                : '',
            },
            ...(step5.servicePriceType === 'DAILY_WORK'
              ? [
                  {
                    label: '작업 기간',
                    value: `${formatDay(step5.dailyWorkTermStart)} ~ ${formatDay(step5.dailyWorkTermEnd)}`,
                  },
                ]
              : []),
          ]}
        />
      ) : null}
      {hasPublishInfo && step7 ? (
        <SummarySection
          step={7}
          rows={[
            { label: '작성자', value: step7.publisherName },
            { label: '긴급 연락처', value: formatPhone(step7.emergencyContact) },
            { label: '전달 사항', value: step7.noticeTxt },
            { label: '긴급 공고', value: step7.isEmergency ? '예' : '아니오' },
            {
              label: '게시 기간',
              value: isPostingDay(Number(step7.postingDay))
                ? POSTING_DAY_LABELS[Number(step7.postingDay) as keyof typeof POSTING_DAY_LABELS]
                : '',
            },
          ]}
        />
      ) : null}
    </div>
  );
}
