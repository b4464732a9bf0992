'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { buildLoginHref } from '../../auth/utils/route-access';
import { useSession } from '../../session/hooks/useSession';
import { Button } from '../../ui/components/Button';
import { InviteToBidDialog } from './InviteToBidDialog';

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
  const { state: session } = useSession();
  const router = useRouter();
  const pathname = usePathname();
  const [isOpen, setIsOpen] = useState(false);

  function openDialog() {
    if (!session.isLogin) {
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
        <InviteToBidDialog
          profileId={profileId}
          companyName={companyName}
          onClose={() => setIsOpen(false)}
        />
      ) : null}
    </>
  );
}
