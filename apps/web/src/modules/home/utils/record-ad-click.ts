import { toAdEventSlug, type AdEventKind } from '@gongsa/domain';
import { RecordEventActionDocument } from '../../../graphql/generated/operations/record-event-action';
import { resolveBrowserGraphqlEndpoint } from '../../graphql/utils/graphql-endpoint';
import { getVisitorId } from '../../visitor/utils/visitor-id';

/**
 * Records a click on a banner or an advertisement without holding the navigation it starts: a
 * keepalive request the browser finishes after the page is left, whose answer nobody waits for
 * (ADR 0037). A failure only loses that one count.
 */
export function recordAdClick(kind: AdEventKind, id: string): void {
  try {
    void fetch(resolveBrowserGraphqlEndpoint(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: RecordEventActionDocument.toString(),
        operationName: 'RecordEventAction',
        variables: {
          slug: toAdEventSlug(kind, id),
          actionType: 'CLICK',
          visitorId: getVisitorId(),
        },
      }),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // No fetch (an old browser): the link still works.
  }
}
