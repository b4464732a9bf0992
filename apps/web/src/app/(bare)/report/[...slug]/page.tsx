import type { Metadata } from 'next';
import { ReportPlaceholder } from '../../../../modules/layout/components/ReportPlaceholder';

export const metadata: Metadata = { title: '기업 리포트' };

export default function ReportPage() {
  return <ReportPlaceholder />;
}
