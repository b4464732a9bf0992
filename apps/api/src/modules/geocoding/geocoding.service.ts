import type { Context } from '../../context';
import type { GeocodeResult } from './geocoder';

export type AnnouncementPlace = {
  address: string | null;
  sigungu: string | null;
  latitude: number | null;
  longitude: number | null;
};

export type PlaceCoordinates = { latitude: number | null; longitude: number | null };

/**
 * The coordinates to store for a place: the given pair when both are there (the client knew the
 * spot), otherwise the geocoder's answer for the address, or none when it cannot place it. Half
 * a pair locates nothing, so it counts as missing.
 */
export async function resolvePlaceCoordinates(
  ctx: Pick<Context, 'geocoder' | 'logger'>,
  place: AnnouncementPlace,
): Promise<PlaceCoordinates> {
  if (place.latitude !== null && place.longitude !== null) {
    return { latitude: place.latitude, longitude: place.longitude };
  }
  const address = place.address?.trim() ?? '';
  const sigungu = place.sigungu?.trim() ?? '';
  if (address === '' && sigungu === '') return { latitude: null, longitude: null };
  let found: GeocodeResult | null = null;
  try {
    found = await ctx.geocoder.geocode({ address, sigungu });
  } catch (error) {
    // Geocoders answer null on failure; one that throws anyway must not cost the user the request.
    ctx.logger.warn({ err: error }, '주소 좌표 변환 실패');
  }
  return found
    ? { latitude: found.latitude, longitude: found.longitude }
    : { latitude: null, longitude: null };
}
