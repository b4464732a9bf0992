import { callApi } from './api-account';

export type CompanyWithFinancialInfo = { id: string; companyName: string; cost: number };

/** A seeded company with financial years (평점순 first), and what unlocking it costs. */
export async function findCompanyWithFinancialInfo(): Promise<CompanyWithFinancialInfo> {
  const { enterprises } = await callApi<{
    enterprises: { nodes: Array<{ id: string; companyName: string | null }> };
  }>('query { enterprises(sort: "2", paging: { first: 10 }) { nodes { id companyName } } }');
  for (const node of enterprises.nodes) {
    const { financialFree } = await callApi<{
      financialFree: { cost: number; financialYearCount: number };
    }>('query F($id: ID!) { financialFree(profileId: $id) { cost financialYearCount } }', {
      id: node.id,
    });
    if (financialFree.financialYearCount > 0 && node.companyName) {
      return { id: node.id, companyName: node.companyName, cost: financialFree.cost };
    }
  }
  throw new Error('재무 정보가 있는 시드 업체를 찾지 못했습니다.');
}
