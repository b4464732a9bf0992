import { CardListPageSkeleton } from '../../../../modules/my-companies/components/ListStates';

// In the (list) group so that this boundary covers /myBid alone: above /myBid/detail/[id] it would
// send a 200 before that route's layout can answer a malformed id with 404.
export default function Loading() {
  return <CardListPageSkeleton />;
}
