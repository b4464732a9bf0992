import {
  BuildingIcon,
  ClipboardIcon,
  HomeIcon,
  MegaphoneIcon,
  UserIcon,
} from '../../ui/components/icons';
import { BottomTabBarNav } from './BottomTabBarNav';

/** Phone: the five-tab bar on the main pages (SPEC §2 mobile layout); icons drawn on the server. */
export function BottomTabBar() {
  return (
    <BottomTabBarNav
      icons={{
        home: <HomeIcon className="size-6" />,
        company: <BuildingIcon className="size-6" />,
        bid: <MegaphoneIcon className="size-6" />,
        myBid: <ClipboardIcon className="size-6" />,
        myPage: <UserIcon className="size-6" />,
      }}
    />
  );
}
