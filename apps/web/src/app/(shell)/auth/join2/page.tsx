import type { Metadata } from 'next';
import { JoinAccountStep } from '../../../../modules/join/components/JoinAccountStep';
import { readJoinReturnReason } from '../../../../modules/join/utils/sign-up-error';

export const metadata: Metadata = { title: '회원가입 - 정보 입력' };

export default async function Join2Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { reason } = await searchParams;
  return (
    <JoinAccountStep
      returnReason={readJoinReturnReason(typeof reason === 'string' ? reason : null)}
    />
  );
}
