'use client';

import { MyAppliesSection } from './MyAppliesSection';
import { ReceivedInvitationsSection } from './ReceivedInvitationsSection';

/**
 * /myBid?tab=3 (the page and its tab list belong to the my-bid module): invitations my profile
 * received, then the announcements I applied to.
 */
export function MyAppliesTab() {
  return (
    <div className="space-y-10">
      <ReceivedInvitationsSection />
      <MyAppliesSection />
    </div>
  );
}
