'use client';

import { NOTIFICATION_CATEGORY_LIMIT } from '@gongsa/domain';
import { useId, useState } from 'react';
import type {
  NotificationSettingFieldsFragment,
  NotificationSettingInput,
} from '../../../graphql/generated/graphql';
import { MyNotificationSettingDocument } from '../../../graphql/generated/operations/my-notification-setting';
import { NotificationCategoryNamesDocument } from '../../../graphql/generated/operations/notification-category-names';
import { UpdateNotificationSettingDocument } from '../../../graphql/generated/operations/update-notification-setting';
import { LeafCategoryAdder } from '../../category/components/LeafCategoryAdder';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { ListError } from '../../my-companies/components/ListStates';
import { SwitchField } from '../../profile/components/FormFields';
import { useAuth } from '../../session/hooks/useAuth';
import { RemovableChip } from '../../ui/components/RemovableChip';
import { useToast } from '../../ui/hooks/useToast';
import { LOCATION_RANGE_CHOICES, toLocationRangeChoice } from '../utils/notification-inbox';
import { PushDeviceSection } from './PushDeviceSection';
import { SettingsSkeleton } from './SettingsSkeleton';

type Setting = NotificationSettingFieldsFragment;
type SwitchKey = Exclude<keyof Setting, 'locationRange' | 'categoryRange' | '__typename'>;

const SWITCHES: ReadonlyArray<{ key: SwitchKey; label: string; description: string }> = [
  { key: 'marketing', label: '마케팅 정보 수신', description: '이벤트와 혜택 소식을 받아요.' },
  {
    key: 'keyword',
    label: '키워드(맞춤 공고) 알림',
    description: '아래 업종과 거리에 맞는 새 견적 요청을 알려 드려요.',
  },
  { key: 'notice', label: '공지', description: '서비스 공지와 중요한 변경 사항을 알려 드려요.' },
  { key: 'chat', label: '채팅', description: '새 메시지가 오면 알려 드려요.' },
  { key: 'follow', label: '팔로우', description: '팔로우한 업체의 새 소식을 알려 드려요.' },
  { key: 'communityPost', label: '커뮤니티 글', description: '커뮤니티의 새 글을 알려 드려요.' },
  {
    key: 'communityCommend',
    label: '커뮤니티 추천',
    description: '내 글이 추천을 받으면 알려 드려요.',
  },
];

const SECTION_CLASS = 'rounded-2xl border border-gray-200 bg-white p-5 desktop:p-6';

/**
 * 알림 설정: the seven switches, this device's push switch (PushDeviceSection) and the keyword
 * notification's two ranges (업종, 거리). Every change is saved at once: shown first, then sent; a
 * refusal puts the changed values back and says why.
 */
export function NotificationSettingsPanel() {
  const { client } = useAuth();
  const showToast = useToast();
  const [saved, setSaved] = useState('');
  const { state, update, retry } = useGraphqlQuery(
    MyNotificationSettingDocument,
    {},
    { field: 'me', isMemberOnly: true },
  );

  if (state.status === 'failed') {
    return <ListError message={state.failure.message} onRetry={retry} />;
  }
  const setting = state.status === 'loaded' ? (state.data?.notificationSetting ?? null) : null;
  if (!setting) {
    return <SettingsSkeleton />;
  }

  function patch(values: Partial<Setting>) {
    update((me) => me && { ...me, notificationSetting: { ...me.notificationSetting, ...values } });
  }

  /** Shows `change`, sends it, and on a refusal restores what those fields were. */
  async function save(change: Partial<Setting>, input: NotificationSettingInput) {
    const before = Object.fromEntries(
      Object.keys(change).map((key) => [key, setting![key as keyof Setting]]),
    ) as Partial<Setting>;
    patch(change);
    setSaved('');
    const result = await client.requestField(UpdateNotificationSettingDocument, 'updateMe', {
      setting: input,
    });
    if (isGraphqlFailure(result)) {
      patch(before);
      showToast(`알림 설정을 저장하지 못했어요. ${result.message}`, 'error');
      return;
    }
    setSaved('알림 설정을 저장했어요.');
  }

  return (
    <div className="grid gap-5">
      <section aria-labelledby="notification-switches-heading" className={SECTION_CLASS}>
        <h2 id="notification-switches-heading" className="text-base font-bold text-gray-900">
          받을 알림
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          바꾸면 바로 저장돼요. 지원·선정·포인트처럼 거래에 꼭 필요한 알림은 늘 보내 드려요.
        </p>
        <div className="mt-2 divide-y divide-gray-100">
          {SWITCHES.map((item) => (
            <SwitchField
              key={item.key}
              id={`notification-setting-${item.key}`}
              label={item.label}
              description={item.description}
              isChecked={setting[item.key]}
              onChange={(isChecked) =>
                void save({ [item.key]: isChecked }, { [item.key]: isChecked })
              }
            />
          ))}
        </div>
      </section>

      <PushDeviceSection className={SECTION_CLASS} />

      <section aria-labelledby="notification-ranges-heading" className={SECTION_CLASS}>
        <h2 id="notification-ranges-heading" className="text-base font-bold text-gray-900">
          맞춤 공고 범위
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          키워드(맞춤 공고) 알림을 받을 세부 업종과 거리를 골라 주세요.
          {setting.keyword ? null : ' 지금은 키워드 알림이 꺼져 있어요.'}
        </p>
        <LocationRangeChoices
          value={setting.locationRange}
          onChange={(km) => void save({ locationRange: km }, { locationRange: km })}
        />
        <CategoryRangePicker
          ids={setting.categoryRange}
          onChange={(ids) => void save({ categoryRange: ids }, { categoryRange: ids })}
        />
      </section>
      <p className="sr-only" role="status">
        {saved}
      </p>
    </div>
  );
}

function LocationRangeChoices({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (km: number | null) => void;
}) {
  const name = useId();
  const selected = toLocationRangeChoice(value);
  return (
    <fieldset className="mt-5">
      <legend className="text-[15px] font-semibold text-gray-900">거리</legend>
      <p className="text-[13px] text-gray-600">업체 주소에서 견적 요청 현장까지의 거리예요.</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {LOCATION_RANGE_CHOICES.map((choice) => (
          <label
            key={choice.value}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-800 hover:border-gray-400 has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={selected === choice.value}
              onChange={() => onChange(choice.km)}
              className="sr-only"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function CategoryRangePicker({
  ids,
  onChange,
}: {
  ids: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const listId = useId();
  const [announcement, setAnnouncement] = useState('');
  // Names of trades added here; the stored ones are asked for by id.
  const [addedNames, setAddedNames] = useState<Record<string, string>>({});
  const { data: named } = useGraphqlQuery(
    NotificationCategoryNamesDocument,
    ids.length > 0 ? { ids: [...ids] } : null,
    { field: 'categoriesByIds', keepPreviousData: true },
  );
  const nameOf = (id: string) =>
    addedNames[id] ?? named?.find((category) => category.id === id)?.name ?? '업종';

  return (
    <fieldset className="mt-6">
      <legend className="text-[15px] font-semibold text-gray-900">업종</legend>
      <p className="text-[13px] text-gray-600">
        세부 업종까지 고른 뒤 &lsquo;업종 추가&rsquo;를 눌러 주세요. 최대{' '}
        {NOTIFICATION_CATEGORY_LIMIT}개까지 고를 수 있어요.
      </p>
      <LeafCategoryAdder
        chosenIds={ids}
        isFull={ids.length >= NOTIFICATION_CATEGORY_LIMIT}
        fullMessage={`업종은 최대 ${NOTIFICATION_CATEGORY_LIMIT}개까지 고를 수 있어요.`}
        toId={(levelKey) => `notification-category-${levelKey}`}
        onAdd={(leaf) => {
          setAddedNames((names) => ({ ...names, [leaf.id]: leaf.name }));
          onChange([...ids, leaf.id]);
          setAnnouncement(`${leaf.name} 업종을 추가했어요.`);
        }}
      />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <p id={listId} className="mt-4 text-[14px] font-semibold text-gray-700">
        고른 업종 ({ids.length}/{NOTIFICATION_CATEGORY_LIMIT})
      </p>
      {ids.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby={listId}>
          {ids.map((id) => (
            <RemovableChip
              key={id}
              name={nameOf(id)}
              onRemove={() => {
                onChange(ids.filter((entry) => entry !== id));
                setAnnouncement(`${nameOf(id)} 업종을 뺐어요.`);
              }}
            />
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-[14px] text-gray-600">고른 업종이 없어요.</p>
      )}
    </fieldset>
  );
}
