import { forwardToApi } from '../../../modules/graphql/utils/forward-to-api';

export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return forwardToApi(request, '/graphql');
}

export function GET(request: Request) {
  return forwardToApi(request, '/graphql');
}
