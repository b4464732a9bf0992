import { CardListPageSkeleton } from '../../../../../modules/my-companies/components/ListStates';

// In the (tabs) group so that it does not cover the receipt pages, whose layout answers a
// malformed order number with a 404 above any loading boundary.
export default function Loading() {
  return <CardListPageSkeleton />;
}
