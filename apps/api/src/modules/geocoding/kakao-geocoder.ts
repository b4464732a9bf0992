import { z } from 'zod';
import type { Logger } from '../../logger';
import { toGeocodeText, type GeocodeQuery, type GeocodeResult, type Geocoder } from './geocoder';

export const KAKAO_GEOCODER_TIMEOUT_MS = 3000;
export const KAKAO_ADDRESS_SEARCH_PATH = '/v2/local/search/address.json';

// Kakao marks a match of only a region or only a road name with these; the point is then the
// centre of that area, not the address.
const AREA_ADDRESS_TYPES = new Set(['REGION', 'ROAD']);

const coordinateSchema = z.coerce.number().refine(Number.isFinite);

/** The part of Kakao Local's 주소 검색 answer we read (developers.kakao.com, 로컬 API). */
const kakaoAddressAnswerSchema = z.object({
  documents: z.array(
    z.object({
      address_type: z.string().optional(),
      x: coordinateSchema.pipe(z.number().min(-180).max(180)),
      y: coordinateSchema.pipe(z.number().min(-90).max(90)),
    }),
  ),
});

/**
 * Kakao Local address search: GET {baseUrl}/v2/local/search/address.json?query=… with
 * `Authorization: KakaoAK {REST API key}`; the first document's y/x are latitude/longitude.
 * Failures are logged as warnings and answer null.
 */
export class KakaoGeocoder implements Geocoder {
  private readonly baseUrl: string;
  private readonly apiKey: string;
  private readonly timeoutMs: number;
  private readonly logger: Logger;

  constructor(options: { baseUrl: string; apiKey: string; logger: Logger; timeoutMs?: number }) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.apiKey = options.apiKey;
    this.logger = options.logger;
    this.timeoutMs = options.timeoutMs ?? KAKAO_GEOCODER_TIMEOUT_MS;
  }

  async geocode(query: GeocodeQuery): Promise<GeocodeResult | null> {
    const text = toGeocodeText(query);
    if (text === '') return null;
    // A site address may be someone's home: the log names only its 시/군/구.
    const region = query.sigungu ?? null;
    const url = new URL(`${this.baseUrl}${KAKAO_ADDRESS_SEARCH_PATH}`);
    url.searchParams.set('query', text);
    try {
      const response = await fetch(url, {
        headers: { authorization: `KakaoAK ${this.apiKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) {
        // Drained so the connection can be reused.
        await response.arrayBuffer().catch(() => undefined);
        this.logger.warn({ status: response.status, region }, '카카오 주소 검색 응답 오류');
        return null;
      }
      const parsed = kakaoAddressAnswerSchema.safeParse(await response.json());
      if (!parsed.success) {
        this.logger.warn(
          { region, issues: parsed.error.issues },
          '카카오 주소 검색 응답 형식 오류',
        );
        return null;
      }
      const [first] = parsed.data.documents;
      if (!first) return null;
      return {
        latitude: first.y,
        longitude: first.x,
        isApproximate: AREA_ADDRESS_TYPES.has(first.address_type ?? ''),
      };
    } catch (error) {
      this.logger.warn({ err: error, region }, '카카오 주소 검색 실패');
      return null;
    }
  }
}
