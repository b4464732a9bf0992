import type { Metadata } from 'next';
import { PreparingNotice } from '../../../modules/ui/components/PreparingNotice';

export const metadata: Metadata = { title: '혁신제품몰' };

export default function MallPage() {
  return (
    <PreparingNotice
      title="혁신제품몰"
      description="건설 현장에 쓰이는 혁신제품을 소개하는 공간을 준비하고 있습니다."
    />
  );
}
