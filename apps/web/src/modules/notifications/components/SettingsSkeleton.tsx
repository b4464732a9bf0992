import { Skeleton } from '../../ui/components/Skeleton';

/** 알림 설정 while its code or the member's settings load. */
export function SettingsSkeleton() {
  return (
    <div role="status" className="grid gap-5">
      <span className="sr-only">알림 설정을 불러오는 중입니다</span>
      <Skeleton className="h-[560px] w-full rounded-2xl" />
      <Skeleton className="h-72 w-full rounded-2xl" />
    </div>
  );
}
