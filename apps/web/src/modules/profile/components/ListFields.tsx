'use client';

import { useState } from 'react';
import { Button } from '../../ui/components/Button';
import { loadDaumPostcode, toAddressFields } from '../utils/daum-postcode';
import {
  createAddressRow,
  createPhoneRow,
  createRowKey,
  sumStockholderRates,
  toFieldDomId,
  type AddressRow,
  type FieldErrors,
  type LicenseRow,
  type PhoneRow,
  type StockholderRow,
} from '../utils/profile-form';
import { FieldError, INPUT_CLASS, TextField, fieldErrorId } from './FormFields';

type ListProps<T> = {
  formId: string;
  rows: T[];
  onChange: (rows: T[]) => void;
  errors: FieldErrors;
};

function replaceRow<T>(rows: T[], index: number, patch: Partial<T>): T[] {
  return rows.map((row, position) => (position === index ? { ...row, ...patch } : row));
}

function markFirst<T extends { isFirst: boolean }>(rows: T[], index: number): T[] {
  return rows.map((row, position) => ({ ...row, isFirst: position === index }));
}

/** The row's '삭제' button; its accessible name says which row it removes. */
function RemoveRowButton({
  label,
  className,
  onRemove,
}: {
  label: string;
  className?: string;
  onRemove: () => void;
}) {
  return (
    <Button variant="ghost" size="sm" className={className} onClick={onRemove} aria-label={label}>
      삭제
    </Button>
  );
}

function removeAt<T>(rows: T[], index: number): T[] {
  return rows.filter((_, position) => position !== index);
}

/** Removing the 대표 row hands the role to the first remaining row. */
function removeRow<T extends { isFirst: boolean }>(rows: T[], index: number): T[] {
  const remaining = removeAt(rows, index);
  if (!rows[index]?.isFirst) return remaining;
  return remaining.map((row, position) => ({ ...row, isFirst: position === 0 }));
}

/** The list's error and its add button, under the rows. */
function ListFooter({
  formId,
  group,
  message,
  addLabel,
  onAdd,
}: {
  formId: string;
  group: string;
  message: string | undefined;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <>
      <FieldError id={fieldErrorId(formId, group)} message={message} />
      <Button variant="outline" size="sm" className="mt-3" onClick={onAdd}>
        {addLabel}
      </Button>
    </>
  );
}

function FirstChoice({
  formId,
  group,
  index,
  isChecked,
  onSelect,
  label,
}: {
  formId: string;
  group: string;
  index: number;
  isChecked: boolean;
  onSelect: () => void;
  label: string;
}) {
  const id = toFieldDomId(formId, `${group}.${index}.isFirst`);
  return (
    <label
      htmlFor={id}
      className="inline-flex min-h-11 items-center gap-2 text-[14px] text-gray-800"
    >
      <input
        id={id}
        type="radio"
        name={toFieldDomId(formId, `${group}-first`)}
        checked={isChecked}
        onChange={onSelect}
        className="size-4 accent-brand-600"
      />
      {label}
    </label>
  );
}

/** Under a row of a list with a 대표 entry: choose it as 대표, or remove it. */
function FirstRowActions<T extends { isFirst: boolean }>({
  formId,
  group,
  index,
  rows,
  onChange,
  firstLabel,
  removeLabel,
}: Omit<ListProps<T>, 'errors'> & {
  group: string;
  index: number;
  firstLabel: string;
  removeLabel: string;
}) {
  return (
    <div className="mt-1 flex items-center justify-between gap-2">
      <FirstChoice
        formId={formId}
        group={group}
        index={index}
        isChecked={rows[index]?.isFirst ?? false}
        onSelect={() => onChange(markFirst(rows, index))}
        label={firstLabel}
      />
      <RemoveRowButton label={removeLabel} onRemove={() => onChange(removeRow(rows, index))} />
    </div>
  );
}

export function PhoneListField({ formId, rows, onChange, errors }: ListProps<PhoneRow>) {
  return (
    <fieldset>
      <legend className="text-[15px] font-semibold text-gray-900">연락처 목록</legend>
      <p className="mt-1 text-[13px] text-gray-600">
        여러 번호를 등록하고 그중 하나를 대표 번호로 지정하세요.
      </p>
      <ul className="mt-3 space-y-3">
        {rows.map((row, index) => (
          <li key={row.key} className="rounded-xl border border-gray-200 p-3">
            <TextField
              formId={formId}
              name={`phones.${index}.phoneNumber`}
              label={`연락처 ${index + 1}`}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="02-1234-5678"
              value={row.phoneNumber}
              onChange={(phoneNumber) => onChange(replaceRow(rows, index, { phoneNumber }))}
              error={errors[`phones.${index}.phoneNumber`]}
            />
            <FirstRowActions
              formId={formId}
              group="phones"
              index={index}
              rows={rows}
              onChange={onChange}
              firstLabel="대표 번호"
              removeLabel={`연락처 ${index + 1} 삭제`}
            />
          </li>
        ))}
      </ul>
      <ListFooter
        formId={formId}
        group="phones"
        message={errors.phones}
        addLabel="연락처 추가"
        onAdd={() => onChange([...rows, createPhoneRow(rows.length === 0)])}
      />
    </fieldset>
  );
}

function AddressRowFields({
  formId,
  index,
  row,
  onChange,
  errors,
}: {
  formId: string;
  index: number;
  row: AddressRow;
  onChange: (row: AddressRow) => void;
  errors: FieldErrors;
}) {
  const [searchState, setSearchState] = useState<'idle' | 'loading' | 'unavailable'>('idle');
  const postCodeId = toFieldDomId(formId, `addresses.${index}.postCode`);
  const statusId = `${toFieldDomId(formId, `addresses.${index}`)}-search-status`;

  async function search() {
    setSearchState('loading');
    try {
      const Postcode = await loadDaumPostcode();
      setSearchState('idle');
      new Postcode({
        oncomplete: (data) => {
          onChange({ ...row, ...toAddressFields(data) });
          document
            .getElementById(toFieldDomId(formId, `addresses.${index}.addressDetail`))
            ?.focus();
        },
      }).open({ popupTitle: '주소 검색' });
    } catch {
      setSearchState('unavailable');
      document.getElementById(postCodeId)?.focus();
    }
  }

  const field = (key: keyof Omit<AddressRow, 'key' | 'isFirst'>) => ({
    formId,
    name: `addresses.${index}.${key}`,
    value: row[key],
    onChange: (value: string) => onChange({ ...row, [key]: value }),
    error: errors[`addresses.${index}.${key}`],
  });

  return (
    <div className="grid gap-3 desktop:grid-cols-2">
      <TextField
        {...field('postCode')}
        label="우편번호"
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="06236"
        trailing={
          <Button
            variant="outline"
            size="md"
            onClick={() => void search()}
            disabled={searchState === 'loading'}
            aria-describedby={searchState === 'unavailable' ? statusId : undefined}
          >
            {searchState === 'loading' ? '불러오는 중…' : '주소 검색'}
          </Button>
        }
      />
      <TextField {...field('sigungu')} label="시/군/구" placeholder="서울특별시 강남구" />
      <TextField
        {...field('address')}
        label="주소"
        autoComplete="street-address"
        placeholder="도로명 또는 지번 주소"
        className="desktop:col-span-2"
      />
      <TextField
        {...field('addressDetail')}
        label="상세주소"
        placeholder="동, 호수, 층 등"
        className="desktop:col-span-2"
      />
      {searchState === 'unavailable' ? (
        <p
          id={statusId}
          role="status"
          className="rounded-lg bg-accent-50 px-3 py-2 text-[14px] text-accent-700 desktop:col-span-2"
        >
          주소 검색을 불러올 수 없습니다. 우편번호와 주소를 직접 입력해 주세요.
        </p>
      ) : null}
    </div>
  );
}

export function AddressListField({ formId, rows, onChange, errors }: ListProps<AddressRow>) {
  return (
    <fieldset>
      <legend className="text-[15px] font-semibold text-gray-900">주소 목록</legend>
      <p className="mt-1 text-[13px] text-gray-600">
        &lsquo;주소 검색&rsquo;으로 찾거나 직접 입력하세요. 대표 주소가 업체 검색의 지역으로
        쓰입니다.
      </p>
      <ul className="mt-3 space-y-3">
        {rows.map((row, index) => (
          <li key={row.key} className="rounded-xl border border-gray-200 p-3 desktop:p-4">
            <p className="mb-2 text-[14px] font-semibold text-gray-700">주소 {index + 1}</p>
            <AddressRowFields
              formId={formId}
              index={index}
              row={row}
              errors={errors}
              onChange={(next) => onChange(replaceRow(rows, index, next))}
            />
            <FirstRowActions
              formId={formId}
              group="addresses"
              index={index}
              rows={rows}
              onChange={onChange}
              firstLabel="대표 주소"
              removeLabel={`주소 ${index + 1} 삭제`}
            />
          </li>
        ))}
      </ul>
      <ListFooter
        formId={formId}
        group="addresses"
        message={errors.addresses}
        addLabel="주소 추가"
        onAdd={() => onChange([...rows, createAddressRow(rows.length === 0)])}
      />
    </fieldset>
  );
}

export function StockholderListField({
  formId,
  rows,
  onChange,
  errors,
}: ListProps<StockholderRow>) {
  const total = sumStockholderRates(rows);
  const totalId = toFieldDomId(formId, 'stockholders-total');
  const update = (index: number, patch: Partial<StockholderRow>) =>
    onChange(replaceRow(rows, index, patch));
  return (
    <fieldset aria-describedby={totalId}>
      <legend className="text-[15px] font-semibold text-gray-900">주주 구성</legend>
      <ul className="mt-3 space-y-3">
        {rows.map((row, index) => (
          <li
            key={row.key}
            className="grid grid-cols-[1fr_7rem] items-start gap-2 rounded-xl border border-gray-200 p-3 desktop:grid-cols-[1fr_9rem_auto]"
          >
            <TextField
              formId={formId}
              name={`stockholders.${index}.name`}
              label={`주주 ${index + 1} 이름`}
              value={row.name}
              onChange={(name) => update(index, { name })}
              error={errors[`stockholders.${index}.name`]}
            />
            <TextField
              formId={formId}
              name={`stockholders.${index}.rate`}
              label="지분율(%)"
              inputMode="decimal"
              value={row.rate}
              onChange={(rate) => update(index, { rate })}
              error={errors[`stockholders.${index}.rate`]}
            />
            <RemoveRowButton
              label={`주주 ${index + 1} 삭제`}
              className="col-span-2 justify-self-end desktop:col-span-1 desktop:mt-8"
              onRemove={() => onChange(removeAt(rows, index))}
            />
          </li>
        ))}
      </ul>
      <p
        id={totalId}
        className={`mt-2 text-[14px] ${total > 100 ? 'font-semibold text-danger-700' : 'text-gray-700'}`}
      >
        지분율 합계 {total}% (100% 이하)
      </p>
      <ListFooter
        formId={formId}
        group="stockholders"
        message={errors.stockholders}
        addLabel="주주 추가"
        onAdd={() => onChange([...rows, { key: createRowKey(), name: '', rate: '' }])}
      />
    </fieldset>
  );
}

export type LicenseOption = { id: string; name: string; groupName: string | null };

export function LicenseListField({
  formId,
  rows,
  onChange,
  errors,
  options,
}: ListProps<LicenseRow> & { options: LicenseOption[] }) {
  const update = (index: number, patch: Partial<LicenseRow>) =>
    onChange(replaceRow(rows, index, patch));
  const groups = new Map<string, LicenseOption[]>();
  for (const option of options) {
    const group = option.groupName ?? '기타';
    groups.set(group, [...(groups.get(group) ?? []), option]);
  }
  return (
    <fieldset>
      <legend className="text-[15px] font-semibold text-gray-900">보유 면허</legend>
      <ul className="mt-3 space-y-3">
        {rows.map((row, index) => {
          const selectId = toFieldDomId(formId, `licenses.${index}.licenseId`);
          const selectError = errors[`licenses.${index}.licenseId`];
          return (
            <li
              key={row.key}
              className="grid gap-2 rounded-xl border border-gray-200 p-3 desktop:grid-cols-[1fr_1fr_auto]"
            >
              <div>
                <label htmlFor={selectId} className="text-[15px] font-semibold text-gray-900">
                  {`면허 ${index + 1}`}
                </label>
                <select
                  id={selectId}
                  value={row.licenseId}
                  onChange={(event) => update(index, { licenseId: event.target.value })}
                  aria-invalid={selectError ? true : undefined}
                  aria-describedby={
                    selectError ? fieldErrorId(formId, `licenses.${index}.licenseId`) : undefined
                  }
                  className={INPUT_CLASS}
                >
                  <option value="">면허 선택</option>
                  {[...groups.entries()].map(([group, entries]) => (
                    <optgroup key={group} label={group}>
                      {entries.map((option) => (
                        <option key={option.id} value={option.id}>
                          {option.name}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
                <FieldError
                  id={fieldErrorId(formId, `licenses.${index}.licenseId`)}
                  message={selectError}
                />
              </div>
              <TextField
                formId={formId}
                name={`licenses.${index}.registrationNumber`}
                label="등록번호"
                value={row.registrationNumber}
                onChange={(registrationNumber) => update(index, { registrationNumber })}
                error={errors[`licenses.${index}.registrationNumber`]}
              />
              <RemoveRowButton
                label={`면허 ${index + 1} 삭제`}
                className="justify-self-end desktop:mt-8"
                onRemove={() => onChange(removeAt(rows, index))}
              />
            </li>
          );
        })}
      </ul>
      <ListFooter
        formId={formId}
        group="licenses"
        message={errors.licenses}
        addLabel="면허 추가"
        onAdd={() =>
          onChange([...rows, { key: createRowKey(), licenseId: '', registrationNumber: '' }])
        }
      />
    </fieldset>
  );
}
