import {
  findQuerySidoName,
  type GeocodeQuery,
  type GeocodeResult,
  type Geocoder,
} from './geocoder';
import { findSidoCentre } from './geocoding.repository';

/**
 * Development and test stand-in for Kakao: the centre of the address's 시/도 from the region
 * reference data. Deterministic and offline; enough for the comparison table's rough distance.
 */
export class LocalGeocoder implements Geocoder {
  async geocode(query: GeocodeQuery): Promise<GeocodeResult | null> {
    const sidoName = findQuerySidoName(query);
    const centre = sidoName === null ? null : findSidoCentre(sidoName);
    return centre ? { ...centre, isApproximate: true } : null;
  }
}
