'use client';

import { usePathname, useRouter } from 'next/navigation';
import { Suspense, lazy, useState } from 'react';
import { buildLoginHref } from '../../auth/utils/route-access';
import { useAuth } from '../../session/hooks/useAuth';
import { Button } from '../../ui/components/Button';

// The dialog renders only once the button is pressed, so its code (the announcements query, the
// invitation calls) loads then, not with the page (React.lazy, as the header's drawer).
const InviteToBidDialog = lazy(() =>
  import('./InviteToBidDialog').then((module) => ({ default: module.InviteToBidDialog })),
);

type EstimateRequestButtonProps = {
  profileId: string;
  companyName: string;
  className?: string;
  /** While the viewer is not known yet (the server's view): nothing to decide the click by. */
  disabled?: boolean;
};

/** Opens the invitation dialog; a logged-out visitor logs in first and comes back here. */
export function EstimateRequestButton({
  profileId,
  companyName,
  className,
  disabled = false,
}: EstimateRequestButtonProps) {
  // The login only: the account's data arriving does not draw the button again.
  const { auth } = useAuth();
  const router = useRouter();
  const pathname = usePathname();
  const [isOpen, setIsOpen] = useState(false);

  function openDialog() {
    if (!auth.isLogin) {
      router.push(buildLoginHref(pathname));
      return;
    }
    setIsOpen(true);
  }

  return (
    <>
      <Button className={className} aria-haspopup="dialog" disabled={disabled} onClick={openDialog}>
        견적 요청 보내기
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <InviteToBidDialog
            profileId={profileId}
            companyName={companyName}
            onClose={() => setIsOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
