/**
 * A menu entry's "something new" badge (새 지원자, 새 초대). Screen readers get the hidden copy,
 * whose leading space and ending make the link's name a sentence: '내 견적 요청 새 지원자 있음'.
 */
export function NoticeBadge({ label }: { label: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="inline-flex h-5 shrink-0 items-center rounded-full bg-danger-600 px-2 text-xs leading-none font-bold text-white"
      >
        {label}
      </span>
      <span className="sr-only">{` ${label} 있음`}</span>
    </>
  );
}
