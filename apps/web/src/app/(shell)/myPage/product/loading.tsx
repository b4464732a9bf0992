import { CardListPageSkeleton } from '../../../../modules/my-companies/components/ListStates';

export default function Loading() {
  return <CardListPageSkeleton />;
}
