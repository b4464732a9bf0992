import { PageSkeleton } from '../../../../../modules/ui/components/PageSkeleton';

export default function Loading() {
  return <PageSkeleton />;
}
