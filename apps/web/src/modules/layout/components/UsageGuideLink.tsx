import { getServiceManage } from '../../terms/utils/get-service-manage';
import { BookIcon, ExternalLinkIcon } from '../../ui/components/icons';

type UsageGuideLinkProps = { variant: 'bar' | 'drawer' };

/** The external usage guide (serviceManage.usageGuideUrl); absent when the API has none. */
export async function UsageGuideLink({ variant }: UsageGuideLinkProps) {
  const serviceManage = await getServiceManage();
  const href = serviceManage?.usageGuideUrl;
  if (!href) return null;
  if (variant === 'drawer') {
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="flex min-h-12 items-center gap-3 rounded-xl px-3 text-[15px] font-medium text-gray-800 hover:bg-gray-50"
      >
        <BookIcon className="size-5 text-gray-500" />
        이용 가이드
        <span className="sr-only">(새 창)</span>
        <ExternalLinkIcon className="ml-auto size-4 text-gray-500" />
      </a>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex h-10 items-center gap-1.5 rounded-xl px-3 text-[15px] font-semibold text-gray-700 hover:bg-gray-100"
    >
      <BookIcon className="size-[18px] text-gray-500" />
      이용 가이드
      <span className="sr-only">(새 창)</span>
    </a>
  );
}
