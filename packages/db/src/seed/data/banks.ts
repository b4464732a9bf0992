/** 금융결제원 bank codes used for withdrawal accounts; `priority` orders the bank picker. */
export interface BankCodeSeed {
  code: string;
  name: string;
  priority: number;
}

const BANKS: Array<[code: string, name: string]> = [
  ['004', 'KB국민은행'],
  ['088', '신한은행'],
  ['020', '우리은행'],
  ['081', '하나은행'],
  ['011', 'NH농협은행'],
  ['003', 'IBK기업은행'],
  ['090', '카카오뱅크'],
  ['092', '토스뱅크'],
  ['089', '케이뱅크'],
  ['002', 'KDB산업은행'],
  ['007', '수협은행'],
  ['023', 'SC제일은행'],
  ['027', '한국씨티은행'],
  ['031', 'iM뱅크(대구은행)'],
  ['032', '부산은행'],
  ['034', '광주은행'],
  ['035', '제주은행'],
  ['037', '전북은행'],
  ['039', '경남은행'],
  ['012', '지역농축협'],
  ['030', '수협중앙회'],
  ['045', '새마을금고'],
  ['048', '신협'],
  ['050', '저축은행'],
  ['064', '산림조합중앙회'],
  ['071', '우체국'],
  ['054', 'HSBC은행'],
  ['055', '도이치은행'],
  ['057', 'JP모간체이스은행'],
  ['060', 'BOA은행'],
  ['062', '중국공상은행'],
];

export const BANK_CODES: BankCodeSeed[] = BANKS.map(([code, name], index) => ({
  code,
  name,
  priority: index + 1,
}));
