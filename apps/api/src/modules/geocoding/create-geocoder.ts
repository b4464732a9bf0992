import type { Logger } from '../../logger';
import type { Geocoder, GeocoderConfig } from './geocoder';
import { KakaoGeocoder } from './kakao-geocoder';
import { LocalGeocoder } from './local-geocoder';

export function createGeocoder(config: GeocoderConfig, logger: Logger): Geocoder {
  return config.driver === 'http'
    ? new KakaoGeocoder({ baseUrl: config.baseUrl, apiKey: config.apiKey, logger })
    : new LocalGeocoder();
}
