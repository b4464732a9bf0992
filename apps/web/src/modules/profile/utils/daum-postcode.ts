/** The fields of the Daum postcode widget's result that the address form uses. */
export type DaumPostcodeResult = {
  zonecode: string;
  address: string;
  roadAddress: string;
  jibunAddress: string;
  sido: string;
  sigungu: string;
  buildingName: string;
  userSelectedType: 'R' | 'J';
};

type DaumPostcodeConstructor = new (options: {
  oncomplete: (data: DaumPostcodeResult) => void;
  onclose?: (state: 'FORCE_CLOSE' | 'COMPLETE_CLOSE') => void;
}) => { open: (options?: { popupTitle?: string; autoClose?: boolean }) => void };

declare global {
  interface Window {
    daum?: { Postcode?: DaumPostcodeConstructor };
  }
}

export const DAUM_POSTCODE_SCRIPT_URL =
  'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';
// A blocked or offline CDN sometimes never answers; the manual fields are offered after this.
const SCRIPT_TIMEOUT_MS = 8000;

let loading: Promise<DaumPostcodeConstructor> | null = null;

/** Loads the widget script once, on the first search, so pages without it pay nothing. */
export function loadDaumPostcode(): Promise<DaumPostcodeConstructor> {
  const existing = window.daum?.Postcode;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<DaumPostcodeConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(() => fail(), SCRIPT_TIMEOUT_MS);
    function fail() {
      window.clearTimeout(timer);
      script.remove();
      loading = null;
      reject(new Error('daum-postcode-unavailable'));
    }
    script.src = DAUM_POSTCODE_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      const loaded = window.daum?.Postcode;
      if (loaded) resolve(loaded);
      else fail();
    };
    script.onerror = fail;
    document.head.appendChild(script);
  });
  return loading;
}

/** The address row fields from a widget result: the kind of address the user picked, and 시/군/구. */
export function toAddressFields(data: DaumPostcodeResult): {
  postCode: string;
  address: string;
  sigungu: string;
} {
  const picked = data.userSelectedType === 'J' ? data.jibunAddress : data.roadAddress;
  const address = picked || data.address;
  return {
    postCode: data.zonecode,
    address: data.buildingName ? `${address} (${data.buildingName})` : address,
    sigungu: [data.sido, data.sigungu].filter(Boolean).join(' '),
  };
}
