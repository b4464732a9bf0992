import {
  GRAPHQL_MAX_BODY_BYTES,
  forwardToApi,
} from '../../../modules/graphql/utils/forward-to-api';

export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return forwardToApi(request, '/graphql', { maxBodyBytes: GRAPHQL_MAX_BODY_BYTES });
}

export function GET(request: Request) {
  return forwardToApi(request, '/graphql');
}
