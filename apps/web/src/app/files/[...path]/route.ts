import { forwardToApi } from '../../../modules/graphql/utils/forward-to-api';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ path: string[] }> };

async function forward(request: Request, { params }: Params) {
  const { path } = await params;
  return forwardToApi(request, `/files/${path.map(encodeURIComponent).join('/')}`);
}

export const GET = forward;
export const HEAD = forward;
export const POST = forward;
