// scratch: profile one case of the API (never committed)
import { startApiServer, toCpuMs } from './support/load';
import { readApiNodeFlags } from './support/api-node-flags';
import { runAutocannon } from './support/autocannon';
import { BID_LIST, COMPANY_LIST } from './support/web-documents';

const url = process.env.BENCH_DATABASE_URL!;
process.env.BENCH_API_DATABASE_URL = url;
const which = process.env.CASE ?? 'bid';
const body =
  which === 'bid'
    ? JSON.stringify({ query: BID_LIST, variables: { paging: { first: 20 }, withTotalCount: true } })
    : which === 'trade'
      ? JSON.stringify({ query: COMPANY_LIST, variables: { sort: '1', paging: { first: 20 }, categoryIds: [process.env.TRADE_ID ?? '12'], filter: { locations: ['서울특별시'] } } })
      : JSON.stringify({ query: COMPANY_LIST, variables: { sort: '1', paging: { first: 20 } } });
const server = await startApiServer({ nodeFlags: readApiNodeFlags(), script: process.env.SCRIPT });
const first = await fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
console.log('answer bytes', (await first.text()).length);
await runAutocannon(server.url, body, { connections: 10, durationS: 3 });
const s0 = await server.sample();
const r = await runAutocannon(server.url, body, { connections: Number(process.env.C ?? 10), durationS: Number(process.env.D ?? 8) });
const s1 = await server.sample();
const cpu = (s1.cpu.user + s1.cpu.system - s0.cpu.user - s0.cpu.system) / 1000;
console.log(which, JSON.stringify({ ...r, latenciesMs: undefined }), 'cpu ms/req', (cpu / r.requests).toFixed(3));
await server.stop();
