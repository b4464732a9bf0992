'use client';

import { useEffect, useState } from 'react';
import { SIDO_NAMES, type WizardStep2 } from '@gongsa/domain';
import { useSigunguList } from '../../company/hooks/useSigunguList';
import { loadDaumPostcode } from '../../profile/utils/daum-postcode';
import { Button } from '../../ui/components/Button';
import type { StepErrors } from '../utils/step-rules';
import {
  composeSigungu,
  splitSigungu,
  toSiteAddress,
  type DaumSiteResult,
} from '../utils/site-address';
import { SelectField, WizardTextField, toBidFieldId } from './WizardFields';

type AddressValues = Pick<
  WizardStep2,
  'sigungu' | 'address' | 'addressDetail' | 'latitude' | 'longitude' | 'bCode' | 'bun' | 'ji'
>;

type SiteAddressFieldProps = {
  value: AddressValues;
  onChange: (value: AddressValues) => void;
  errors: StepErrors;
};

type WidgetState = 'loading' | 'ready' | 'unavailable';

const SIDO_OPTIONS = SIDO_NAMES.map((name) => ({ value: name, label: name }));

/** 시/도 + 시/군/구 selects and the address typed in, for when the postcode widget cannot load. */
function ManualAddress({ value, onChange, errors }: SiteAddressFieldProps) {
  const initial = splitSigungu(value.sigungu);
  const [si, setSi] = useState(initial.si);
  const [gungu, setGungu] = useState(initial.gungu);
  const { state, retry } = useSigunguList(si);
  const districts = state.status === 'loaded' ? state.districts : [];
  const hasNoDistricts = state.status === 'loaded' && districts.length === 0;

  function update(nextSi: string, nextGungu: string) {
    setSi(nextSi);
    setGungu(nextGungu);
    const isComplete = nextSi !== '' && nextGungu !== '';
    onChange({
      ...value,
      sigungu: isComplete ? composeSigungu(nextSi, nextGungu) : '',
      // A typed address has no parcel code or coordinates.
      bCode: '',
      bun: '',
      ji: '',
      latitude: null,
      longitude: null,
    });
  }

  useEffect(() => {
    // 세종 has no 시/군/구: the 시/도 alone is the region.
    if (hasNoDistricts && si && value.sigungu !== si) onChange({ ...value, sigungu: si });
  }, [hasNoDistricts, si, value, onChange]);

  return (
    <div className="grid gap-4 desktop:grid-cols-2">
      <SelectField
        name="sido"
        label="시/도"
        value={si}
        onChange={(next) => update(next, '')}
        options={SIDO_OPTIONS}
        placeholder="시/도 선택"
        isRequired
        error={!si ? errors.sigungu : undefined}
      />
      <SelectField
        name="sigungu"
        label="시/군/구"
        value={gungu}
        onChange={(next) => update(si, next)}
        options={districts.map((district) => ({ value: district.label, label: district.label }))}
        placeholder={
          state.status === 'loading'
            ? '불러오는 중…'
            : hasNoDistricts
              ? '해당 없음'
              : '시/군/구 선택'
        }
        isRequired
        isDisabled={!si || hasNoDistricts || state.status === 'loading'}
        error={si && !hasNoDistricts ? errors.sigungu : undefined}
      />
      {state.status === 'failed' ? (
        <div className="flex items-center gap-2 desktop:col-span-2" role="alert">
          <p className="text-sm text-danger-700">{state.message}</p>
          <Button variant="outline" size="sm" onClick={retry}>
            다시 시도
          </Button>
        </div>
      ) : null}
      <WizardTextField
        name="address"
        label="도로명 주소"
        isRequired
        value={value.address}
        onChange={(address) => onChange({ ...value, address })}
        placeholder="예: 테헤란로 152"
        autoComplete="street-address"
        error={errors.address}
        className="desktop:col-span-2"
      />
    </div>
  );
}

/**
 * The construction site: the Daum postcode widget when it loads (region, 법정동 code, 번/지),
 * otherwise — offline, blocked — the manual 시/도 · 시/군/구 · 도로명 주소 fields. 상세 주소 either way.
 */
export function SiteAddressField({ value, onChange, errors }: SiteAddressFieldProps) {
  const [widget, setWidget] = useState<WidgetState>('loading');
  const [isManual, setIsManual] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    loadDaumPostcode().then(
      () => isCurrent && setWidget('ready'),
      () => isCurrent && setWidget('unavailable'),
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  async function search() {
    try {
      const Postcode = await loadDaumPostcode();
      new Postcode({
        oncomplete: (data) => {
          onChange({
            ...value,
            ...toSiteAddress(data as DaumSiteResult),
            latitude: null,
            longitude: null,
          });
          document.getElementById(toBidFieldId('addressDetail'))?.focus();
        },
      }).open({ popupTitle: '공사 현장 주소 검색' });
    } catch {
      setWidget('unavailable');
    }
  }

  const showManual = widget === 'unavailable' || isManual;

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="text-[15px] font-semibold text-gray-900">
        공사 현장 주소{' '}
        <span className="text-danger-700" aria-hidden="true">
          *
        </span>
      </legend>
      {widget === 'loading' ? (
        <p role="status" className="text-[14px] text-gray-600">
          주소 검색을 준비하는 중…
        </p>
      ) : null}
      {widget === 'unavailable' ? (
        <p role="status" className="rounded-lg bg-accent-50 px-3 py-2 text-[14px] text-accent-700">
          주소 검색을 불러올 수 없어 직접 입력으로 바꿨어요. 시/도와 시/군/구를 고르고 주소를 입력해
          주세요.
        </p>
      ) : null}
      {widget === 'ready' && !showManual ? (
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => void search()}>
              주소 검색
            </Button>
            <Button variant="ghost" onClick={() => setIsManual(true)}>
              직접 입력
            </Button>
          </div>
          <WizardTextField
            name="address"
            label="주소"
            readOnly
            value={value.address}
            onChange={() => undefined}
            placeholder="주소 검색으로 입력해 주세요"
            hint={value.sigungu ? `지역: ${value.sigungu}` : undefined}
            error={errors.address ?? errors.sigungu}
          />
        </div>
      ) : null}
      {showManual ? <ManualAddress value={value} onChange={onChange} errors={errors} /> : null}
      <WizardTextField
        name="addressDetail"
        label="상세 주소"
        value={value.addressDetail}
        onChange={(addressDetail) => onChange({ ...value, addressDetail })}
        placeholder="동, 호수, 층 등 (지원한 업체에게만 공개)"
        error={errors.addressDetail}
      />
    </fieldset>
  );
}
