import { z } from 'zod';

/** reqPointRefund's form: the bank (its 3-digit code), the account number and its holder. */
export const pointRefundRequestSchema = z.object({
  bankCode: z
    .string({ error: '은행을 선택해 주세요.' })
    .trim()
    .regex(/^\d{3}$/, '은행을 선택해 주세요.'),
  accountNumber: z
    .string({ error: '계좌번호를 입력해 주세요.' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, '계좌번호를 입력해 주세요.')
        .regex(/^\d+$/, '계좌번호는 숫자와 - 만 입력할 수 있습니다.')
        .min(10, '계좌번호는 10자리 이상이어야 합니다.')
        .max(16, '계좌번호는 16자리 이하여야 합니다.'),
    ),
  accountHolder: z
    .string({ error: '예금주를 입력해 주세요.' })
    .trim()
    .min(1, '예금주를 입력해 주세요.')
    .max(30, '예금주는 30자 이하로 입력해 주세요.'),
});

export type PointRefundRequestInput = z.input<typeof pointRefundRequestSchema>;
