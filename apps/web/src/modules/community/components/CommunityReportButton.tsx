'use client';

import {
  COMMUNITY_REPORT_DETAIL_MAX,
  COMMUNITY_REPORT_REASON_LABELS,
  COMMUNITY_REPORT_REASONS,
  type CommunityReportReason,
} from '@gongsa/domain';
import { usePathname, useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { ReportCommunityPostDocument } from '../../../graphql/generated/operations/report-community-post';
import { buildLoginHref } from '../../auth/utils/route-access';
import { useGraphqlMutation } from '../../data/hooks/useGraphqlMutation';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useAuth } from '../../session/hooks/useAuth';
import { Button } from '../../ui/components/Button';
import { Dialog } from '../../ui/components/Dialog';
import { useToast } from '../../ui/hooks/useToast';

function ReportDialog({ postId, onClose }: { postId: string; onClose: () => void }) {
  const baseId = useId();
  const showToast = useToast();
  const [reason, setReason] = useState<CommunityReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const report = useGraphqlMutation(ReportCommunityPostDocument, 'reportCommunityPost', {
    invalidates: [],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setError('신고 사유를 선택해 주세요.');
      return;
    }
    if (reason === 'OTHER' && !detail.trim()) {
      setError('기타 사유를 입력해 주세요.');
      return;
    }
    setIsSending(true);
    const result = await report({ id: postId, reason, detail: detail.trim() || null });
    setIsSending(false);
    if (isGraphqlFailure(result)) {
      setError(result.message);
      return;
    }
    showToast('신고를 접수했어요. 운영자가 확인할게요.');
    onClose();
  }

  return (
    <Dialog
      title="게시글 신고"
      description="신고 사유를 골라 주세요. 신고한 사람은 글쓴이에게 알려지지 않아요."
      onClose={onClose}
    >
      <form onSubmit={(event) => void submit(event)} className="mt-4" noValidate>
        <fieldset>
          <legend className="sr-only">신고 사유</legend>
          <div className="grid gap-1">
            {COMMUNITY_REPORT_REASONS.map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-[15px] text-gray-900 hover:bg-gray-50"
              >
                <input
                  type="radio"
                  name={`${baseId}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setError(null);
                  }}
                  className="size-5 accent-brand-600"
                />
                {COMMUNITY_REPORT_REASON_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        {reason === 'OTHER' ? (
          <div className="mt-3">
            <label htmlFor={`${baseId}-detail`} className="text-sm font-semibold text-gray-800">
              기타 사유
            </label>
            <textarea
              id={`${baseId}-detail`}
              value={detail}
              onChange={(event) => {
                setDetail(event.target.value);
                setError(null);
              }}
              maxLength={COMMUNITY_REPORT_DETAIL_MAX}
              rows={3}
              className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-[15px] focus:border-brand-600 focus:outline-none"
            />
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="mt-3 text-sm font-medium text-danger-700">
            {error}
          </p>
        ) : null}
        <div className="mt-6 flex gap-2">
          <Button variant="outline" className="flex-1" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" variant="danger" className="flex-1" disabled={isSending}>
            {isSending ? '보내는 중…' : '신고하기'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** 신고: a member picks a reason in a dialog (focus stays inside, Esc closes); a visitor logs in. */
export function CommunityReportButton({ postId }: { postId: string }) {
  const { auth } = useAuth();
  const router = useRouter();
  const pathname = usePathname();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        onClick={() => (auth.isLogin ? setIsOpen(true) : router.push(buildLoginHref(pathname)))}
      >
        신고
      </Button>
      {isOpen ? <ReportDialog postId={postId} onClose={() => setIsOpen(false)} /> : null}
    </>
  );
}
