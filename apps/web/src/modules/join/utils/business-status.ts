/** The fields of getBusinessStatus the sign-up form shows (names as in the 국세청 API). */
export type BusinessStatusAnswer = {
  b_stt_cd?: string | null;
  sta_nm?: string | null;
  end_dt?: string | null;
  tax_type: string;
};

export type BusinessStatusView = {
  tone: 'positive' | 'caution' | 'negative';
  /** The 국세청 status name, e.g. 계속사업자; null for a number the 국세청 does not know. */
  label: string | null;
  message: string;
};

function formatEndDate(value: string | null | undefined): string | null {
  if (!value || !/^\d{8}$/.test(value)) return null;
  return `${value.slice(0, 4)}.${value.slice(4, 6)}.${value.slice(6)}`;
}

/**
 * How the status of the typed 사업자등록번호 reads under the field. The API does not refuse a
 * suspended or closed business (the 국세청 record can lag behind), so this informs, not blocks.
 */
export function describeBusinessStatus(status: BusinessStatusAnswer): BusinessStatusView {
  switch (status.b_stt_cd) {
    case '01':
      return {
        tone: 'positive',
        label: status.sta_nm ?? '계속사업자',
        message: '국세청에 정상 사업자로 등록되어 있습니다.',
      };
    case '02':
      return {
        tone: 'caution',
        label: status.sta_nm ?? '휴업자',
        message: '국세청에 휴업 상태로 등록된 사업자입니다. 번호를 다시 확인해 주세요.',
      };
    case '03': {
      const endDate = formatEndDate(status.end_dt);
      return {
        tone: 'negative',
        label: status.sta_nm ?? '폐업자',
        message: endDate
          ? `${endDate}에 폐업한 사업자입니다. 번호를 다시 확인해 주세요.`
          : '폐업한 사업자입니다. 번호를 다시 확인해 주세요.',
      };
    }
    default:
      return {
        tone: 'caution',
        label: null,
        message: status.tax_type || '국세청에 등록되지 않은 사업자등록번호입니다.',
      };
  }
}
