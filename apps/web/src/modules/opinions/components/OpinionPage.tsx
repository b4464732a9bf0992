'use client';

import {
  findOpinionContextProblem,
  formatNumber,
  OPINION_CONTEXT_MAX,
  OPINION_CONTEXT_MIN,
  OPINION_TYPE_LABELS,
  OPINION_TYPE_OPTIONS,
  type OpinionType,
} from '@gongsa/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { MyOpinionsQuery } from '../../../graphql/generated/graphql';
import { MyOpinionsDocument } from '../../../graphql/generated/operations/my-opinions';
import { SendOpinionDocument } from '../../../graphql/generated/operations/send-opinion';
import { useGraphqlInfinite } from '../../data/hooks/useGraphqlInfinite';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { MyListFrame } from '../../my-companies/components/MyListFrame';
import { PagedListContent } from '../../my-companies/components/ListStates';
import { toMyListPaging } from '../../my-companies/utils/my-list';
import { useAuth } from '../../session/hooks/useAuth';
import { Button } from '../../ui/components/Button';
import { FieldFrame } from '../../ui/components/TextField';
import { useSingleFlight } from '../../ui/hooks/useSingleFlight';
import { FeedbackSection } from './FeedbackSection';
import { SentItemList } from './SentItemList';

type SentOpinion = MyOpinionsQuery['myOpinions']['nodes'][number];

/**
 * /myPage/opinion (의견 보내기, reached from the footer and the my-page menu): a member tells the
 * operators about a bug, an idea or anything else, and sees what they sent, newest first.
 */
export function OpinionPage() {
  const paged = useGraphqlInfinite(
    MyOpinionsDocument,
    (after) => ({ paging: toMyListPaging(after) }),
    { isMemberOnly: true, selectPage: (data) => data.myOpinions },
  );
  const { updatePages } = paged;

  function addSent(opinion: SentOpinion) {
    updatePages((pages) =>
      pages.map((page, index) =>
        index === 0
          ? { ...page, nodes: [opinion, ...page.nodes], totalCount: page.totalCount + 1 }
          : { ...page, totalCount: page.totalCount + 1 },
      ),
    );
  }

  return (
    <MyListFrame
      title="의견 보내기"
      description="불편했던 점, 오류, 바라는 기능을 알려 주세요. 운영팀이 모두 읽고 서비스에 반영해요."
    >
      <OpinionForm onSent={addSent} />
      <section aria-labelledby="sent-opinions-heading" className="mt-10">
        <PagedListContent
          paged={paged}
          loadingLabel="보낸 의견을 불러오는 중입니다"
          skeletonCount={2}
          empty={{
            title: '아직 보낸 의견이 없어요',
            description: '위에서 첫 의견을 보내 주세요. 보낸 의견은 여기에 날짜와 함께 남아요.',
          }}
        >
          {(loaded, loadMoreControl) => (
            <>
              <h2 id="sent-opinions-heading" className="text-lg font-bold text-gray-900">
                보낸 의견 {formatNumber(loaded.totalCount)}건
              </h2>
              <SentItemList
                items={loaded.nodes.map((opinion) => ({
                  id: opinion.id,
                  label: OPINION_TYPE_LABELS[opinion.opinionType],
                  createdAt: opinion.createdAt,
                  text: opinion.opinionContext,
                }))}
              />
              {loadMoreControl}
            </>
          )}
        </PagedListContent>
      </section>
      <FeedbackSection />
    </MyListFrame>
  );
}

function OpinionForm({ onSent }: { onSent: (opinion: SentOpinion) => void }) {
  const { client } = useAuth();
  const flight = useSingleFlight();
  const baseId = useId();
  const [opinionType, setOpinionType] = useState<OpinionType>('SUGGESTION');
  const [context, setContext] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isSent, setIsSent] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    return flight(async () => {
      const problem = findOpinionContextProblem(context);
      setError(problem);
      if (problem) {
        textareaRef.current?.focus();
        return;
      }
      setIsSubmitting(true);
      const result = await client.requestField(SendOpinionDocument, 'createOpinion', {
        opinionType,
        opinionContext: context.trim(),
      });
      setIsSubmitting(false);
      if (isGraphqlFailure(result)) {
        setError(result.message);
        textareaRef.current?.focus();
        return;
      }
      onSent(result);
      setContext('');
      setIsSent(true);
      requestAnimationFrame(() => thanksRef.current?.focus());
    });
  }

  if (isSent) {
    return (
      <div
        ref={thanksRef}
        tabIndex={-1}
        role="status"
        className="rounded-2xl border border-success-600/30 bg-success-600/5 px-5 py-8 text-center focus:outline-none"
      >
        <p className="text-lg font-bold text-gray-900">의견을 보냈어요. 고맙습니다!</p>
        <p className="mt-2 text-[15px] text-gray-700">
          보내 주신 의견은 운영팀이 확인해요. 아래 목록에서 다시 볼 수 있어요.
        </p>
        <Button
          variant="outline"
          className="mt-5"
          onClick={() => {
            setIsSent(false);
            requestAnimationFrame(() => textareaRef.current?.focus());
          }}
        >
          의견 더 보내기
        </Button>
      </div>
    );
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="의견 보내기"
      className="grid gap-4 rounded-2xl border border-gray-200 bg-white px-5 py-5"
    >
      <fieldset>
        <legend className="text-[15px] font-semibold text-gray-900">의견 유형</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {OPINION_TYPE_OPTIONS.map((option) => (
            <label
              key={option.value}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-800 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
            >
              <input
                type="radio"
                name={`${baseId}-type`}
                value={option.value}
                checked={opinionType === option.value}
                onChange={() => setOpinionType(option.value)}
                className="size-4 accent-brand-600"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <FieldFrame
        label="내용"
        density="compact"
        isRequired
        error={error}
        hint={
          <span className="flex justify-between gap-2">
            <span>
              {OPINION_CONTEXT_MIN}자 이상 {formatNumber(OPINION_CONTEXT_MAX)}자 이하
            </span>
            <span className="shrink-0">
              {formatNumber(context.trim().length)} / {formatNumber(OPINION_CONTEXT_MAX)}자
            </span>
          </span>
        }
      >
        {({ className: _inputClassName, ...control }) => (
          <textarea
            {...control}
            ref={textareaRef}
            value={context}
            onChange={(event) => {
              setContext(event.target.value);
              if (error) setError(findOpinionContextProblem(event.target.value));
            }}
            maxLength={OPINION_CONTEXT_MAX}
            rows={6}
            placeholder="예) 업체 검색에서 지역을 여러 개 고를 수 있으면 좋겠어요."
            className="mt-1.5 block w-full rounded-xl border border-gray-300 bg-white px-3.5 py-3 text-[15px] text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none aria-invalid:border-danger-600"
          />
        )}
      </FieldFrame>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? '보내는 중…' : '의견 보내기'}
        </Button>
      </div>
    </form>
  );
}
