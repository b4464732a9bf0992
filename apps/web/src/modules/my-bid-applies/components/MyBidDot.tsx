/**
 * The red dot on '내 입찰' (SPEC §4). The dot itself is decoration; the hidden text gives the tab
 * link its accessible name, so screen-reader users hear '내 입찰 새 소식 있음'.
 */
export function MyBidDot({ className = '' }: { className?: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="my-bid-dot"
        className={`inline-block size-2 shrink-0 rounded-full bg-danger-600 ${className}`}
      />
      {/* The leading space keeps the link's name two words: '내 입찰 새 소식 있음'. */}
      <span className="sr-only">{' 새 소식 있음'}</span>
    </>
  );
}
