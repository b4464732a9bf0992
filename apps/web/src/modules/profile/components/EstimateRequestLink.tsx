'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, MouseEvent } from 'react';
import { useSession } from '../../session/hooks/useSession';
import { useDialog } from '../../ui/hooks/useDialog';
import { defineLazyModule } from '../../ui/utils/lazy-module';

// The check runs only on a click, so its code (and its dialog text) is fetched then: the header
// and the home page carry this link on every first load.
const PROFILE_CHECK = defineLazyModule(() => import('../hooks/useRequireProfile'));

type EstimateRequestLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & { href: string };

/**
 * A link into the estimate-request wizard that checks login and profile first (SPEC §5), so the
 * dialog appears where the user clicked. The wizard page checks again for direct visits.
 */
export function EstimateRequestLink({ href, onClick, ...props }: EstimateRequestLinkProps) {
  const { state, isHydrated } = useSession();
  const dialog = useDialog();
  const router = useRouter();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    // A new tab or window, or a session not read yet: the wizard page does the check itself.
    if (
      event.defaultPrevented ||
      !isHydrated ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      event.button !== 0
    ) {
      return;
    }
    event.preventDefault();
    void PROFILE_CHECK.load()
      .then(({ requireProfile }) => requireProfile({ state, dialog, router }, href))
      .then(
        (isReady) => {
          if (isReady) router.push(href);
        },
        // The check could not be fetched (offline a moment): the wizard page checks for itself.
        () => router.push(href),
      );
  }

  return <Link href={href} onClick={handleClick} {...props} />;
}
