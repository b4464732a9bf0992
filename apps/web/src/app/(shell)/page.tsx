import { HomePage } from '../../modules/home/components/HomePage';
import { LeaveCompleteToast } from '../../modules/leave/components/LeaveCompleteToast';

export default function Home() {
  return (
    <>
      <HomePage />
      <LeaveCompleteToast />
    </>
  );
}
