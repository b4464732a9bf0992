'use client';

import { useCallback, useState } from 'react';
import type { GeoPoint } from '@gongsa/domain';

/** Kept for the tab only, so a reload of a distance-sorted list does not ask again. */
const STORAGE_KEY = 'gongsa.company.deviceLocation';
const TIMEOUT_MS = 10_000;
/** A position up to ten minutes old is close enough for whole-kilometre distances. */
const MAX_AGE_MS = 600_000;

export type LocationRequestResult =
  { isGranted: true; location: GeoPoint } | { isGranted: false; message: string };

function readStoredLocation(): GeoPoint | null {
  if (typeof window === 'undefined') return null;
  try {
    const value = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as GeoPoint).latitude === 'number' &&
      typeof (value as GeoPoint).longitude === 'number'
    ) {
      return { latitude: (value as GeoPoint).latitude, longitude: (value as GeoPoint).longitude };
    }
  } catch {
    // Storage blocked or a malformed value: behave as if no location was shared.
  }
  return null;
}

function describeError(error: GeolocationPositionError): string {
  if (error.code === error.PERMISSION_DENIED) {
    return '위치 권한이 거부되어 거리순으로 정렬할 수 없어요. 브라우저 설정에서 위치 권한을 허용해 주세요.';
  }
  return '현재 위치를 확인하지 못했어요. 잠시 후 다시 시도해 주세요.';
}

/**
 * The browser's position for distance sorting. It is asked for only when the user picks distance
 * sorting (never on page load), and remembered for the tab.
 */
export function useDeviceLocation() {
  const [location, setLocation] = useState<GeoPoint | null>(readStoredLocation);

  const requestLocation = useCallback((): Promise<LocationRequestResult> => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      return Promise.resolve({
        isGranted: false,
        message: '이 브라우저에서는 위치를 확인할 수 없어 거리순으로 정렬할 수 없어요.',
      });
    }
    return new Promise((resolve) => {
      navigator.geolocation.getCurrentPosition(
        (position) => {
          const point = {
            latitude: position.coords.latitude,
            longitude: position.coords.longitude,
          };
          try {
            window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(point));
          } catch {
            // Without storage the location simply lasts until the page is left.
          }
          setLocation(point);
          resolve({ isGranted: true, location: point });
        },
        (error) => resolve({ isGranted: false, message: describeError(error) }),
        { timeout: TIMEOUT_MS, maximumAge: MAX_AGE_MS },
      );
    });
  }, []);

  return { location, requestLocation };
}
