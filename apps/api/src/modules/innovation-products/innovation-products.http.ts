import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerJsonPost } from '../../app/http';
import type { HttpRoute } from '../../app/routes';
import type { AppDependencies } from '../../context';
import { BadUserInputError } from '../../errors';
import { approveInnovationProduct, rejectInnovationProduct } from './innovation-products.service';

export const PRODUCT_REVIEW_PATH = '/dev/innovation-products/review';

const MAX_BODY_BYTES = 4 * 1024;

/**
 * An operator's decision for a developer or a browser test until the back office exists
 * (POST /dev/innovation-products/review {id, decision: 'APPROVE' | 'REJECT', reason?} →
 * {id, decision}). A development helper: only with DEV_TOOLS=true (`npm run dev`, the browser tests).
 */
export function handleProductReview(
  req: IncomingMessage,
  res: ServerResponse,
  deps: Pick<AppDependencies, 'db'>,
): Promise<void> {
  return answerJsonPost(req, res, MAX_BODY_BYTES, async (input) => {
    const body = input as { id?: unknown; decision?: unknown; reason?: unknown } | null;
    const id = String(body?.id ?? '');
    if (body?.decision === 'APPROVE') {
      await approveInnovationProduct(deps, id);
    } else if (body?.decision === 'REJECT') {
      await rejectInnovationProduct(deps, id, String(body.reason ?? ''));
    } else {
      throw new BadUserInputError("decision은 'APPROVE' 또는 'REJECT'여야 합니다.");
    }
    return { id, decision: body.decision };
  });
}

export const innovationProductRoutes: readonly HttpRoute[] = [
  {
    name: 'dev.innovationProducts.review',
    methods: 'ANY',
    path: PRODUCT_REVIEW_PATH,
    developmentHelper: true,
    handle: (req, res, ctx) => handleProductReview(req, res, ctx.deps),
  },
];
