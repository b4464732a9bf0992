import { DetailLoadError } from './DetailPageStates';

/**
 * What a page whose code is a lazy island shows when that code could not be fetched twice
 * (offline, a page older than a deploy): a reload fetches it again.
 */
export function PageCodeUnavailable({ title }: { title: string }) {
  return (
    <DetailLoadError
      title={title}
      message="화면을 불러오지 못했어요. 잠시 후 다시 시도해 주세요."
      onRetry={() => window.location.reload()}
    />
  );
}
