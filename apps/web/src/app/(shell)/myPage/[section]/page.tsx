import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import {
  MY_PAGE_SECTIONS,
  isMyPageSection,
} from '../../../../modules/layout/utils/my-page-sections';
import { PreparingNotice } from '../../../../modules/ui/components/PreparingNotice';

// The areas are a fixed list: any other section is a real 404, status included, decided
// before anything is streamed.
export const dynamicParams = false;

// Sections with a page of their own (a static folder beside this one) are not generated here.
const SECTIONS_WITH_OWN_PAGE: readonly string[] = [
  'profile',
  'point',
  'view',
  'favorite',
  'review',
  'noti',
];

export function generateStaticParams() {
  return Object.keys(MY_PAGE_SECTIONS)
    .filter((section) => !SECTIONS_WITH_OWN_PAGE.includes(section))
    .map((section) => ({ section }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ section: string }>;
}): Promise<Metadata> {
  const { section } = await params;
  return {
    title: isMyPageSection(section)
      ? `마이페이지 · ${MY_PAGE_SECTIONS[section]}`
      : '페이지를 찾을 수 없습니다',
  };
}

export default async function MyPageSectionPage({
  params,
}: {
  params: Promise<{ section: string }>;
}) {
  const { section } = await params;
  if (!isMyPageSection(section)) notFound();
  return (
    <PreparingNotice
      title={`마이페이지 · ${MY_PAGE_SECTIONS[section]}`}
      description={`${MY_PAGE_SECTIONS[section]} 화면을 준비하고 있습니다.`}
    />
  );
}
