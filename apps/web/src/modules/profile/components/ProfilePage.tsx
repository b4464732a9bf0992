'use client';

import { listMissingProfileFields, PROFILE_TYPE_LABELS } from '@gongsa/domain';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from 'react';
import { MyProfileDocument } from '../../../graphql/generated/operations/my-profile';
import type { MyAccount, SavedProfile } from '../utils/profile-types';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { ProfileRing, clampProgress } from '../../layout/components/ProfileRing';
import { useSession } from '../../session/hooks/useSession';
import { Button } from '../../ui/components/Button';
import { Skeleton } from '../../ui/components/Skeleton';
import { useToast } from '../../ui/hooks/useToast';
import { useUnsavedChangesGuard } from '../../ui/hooks/useUnsavedChangesGuard';
import { useFocusFirstError } from '../hooks/useFocusFirstError';
import { useProfileInfo, type ProfileInfoState } from '../hooks/useProfileInfo';
import type { ProfilePart, ProfilePartProps } from '../hooks/useProfilePart';
import { useProfileSubmit } from '../hooks/useProfileSubmit';
import type { CompanyInfoLike } from '../utils/profile-form';
import { listProfileNextSteps, toProgressFields } from '../utils/profile-next-steps';
import { readIsWelcome } from '../utils/welcome';
import { CompanyProfileForm } from './CompanyProfileForm';
import { ConsumerProfileForm } from './ConsumerProfileForm';
import { SectionCard } from './FormFields';
import { MyInfoSection } from './MyInfoSection';
import { ProfileWelcome } from './ProfileWelcome';
import { ProfileSaveBar } from './SaveButton';
import { UserAvatar } from './UserAvatar';

type LoadState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; me: MyAccount };

function ProfileSummary({ me }: { me: MyAccount }) {
  const profile = me.profile;
  const progress = clampProgress(profile?.progress);
  return (
    <section
      aria-labelledby="profile-summary-title"
      className="rounded-2xl border border-gray-200 bg-white p-5 desktop:sticky desktop:top-[148px] desktop:p-6"
    >
      <div className="flex items-center gap-4 desktop:flex-col desktop:text-center">
        <UserAvatar
          imageUrl={me.avatar?.thumbnailURL ?? me.avatar?.url}
          uniqueId={profile?.uniqueId}
          size={72}
        />
        <div className="min-w-0">
          <h2 id="profile-summary-title" className="truncate text-lg font-bold text-gray-900">
            {me.name || me.nickname || '회원'}님
          </h2>
          {profile ? (
            <p className="text-[14px] text-gray-600">
              {PROFILE_TYPE_LABELS[profile.type]} · {profile.uniqueId}
            </p>
          ) : null}
        </div>
      </div>
      {profile ? (
        <div className="mt-5 flex items-center gap-4 rounded-xl bg-brand-50 p-4">
          <ProfileRing progress={progress} size={56} />
          <div>
            <p className="text-[15px] font-bold text-gray-900" data-testid="profile-progress">
              프로필 완성도 {progress}%
            </p>
            <p className="mt-0.5 text-[13px] text-gray-700">
              {profile.isCompleted
                ? '기본 정보가 모두 입력되었습니다.'
                : '기본 정보를 채우면 견적을 요청할 수 있습니다.'}
            </p>
          </div>
        </div>
      ) : null}
    </section>
  );
}

type PartFlags = { myInfo: boolean; profile: boolean };

/** The state of the page's two parts and the props that connect one of them. */
function useProfileParts() {
  const myInfoRef = useRef<ProfilePart>(null);
  const profileRef = useRef<ProfilePart>(null);
  const [dirty, setDirty] = useState<PartFlags>({ myInfo: false, profile: false });
  const [uploading, setUploading] = useState<PartFlags>({ myInfo: false, profile: false });
  const flags = useCallback(
    (key: keyof PartFlags) => ({
      onDirtyChange: (isDirty: boolean) =>
        setDirty((current) =>
          current[key] === isDirty ? current : { ...current, [key]: isDirty },
        ),
      onUploadingChange: (isUploading: boolean) =>
        setUploading((current) =>
          current[key] === isUploading ? current : { ...current, [key]: isUploading },
        ),
    }),
    [],
  );
  const myInfoProps = useMemo(() => ({ partRef: myInfoRef, ...flags('myInfo') }), [flags]);
  const profileProps = useMemo(() => ({ partRef: profileRef, ...flags('profile') }), [flags]);
  return {
    /** The parts with changes to send, in the page's order (read in the submit handler). */
    readChangedParts: () =>
      [dirty.myInfo ? myInfoRef : null, dirty.profile ? profileRef : null].filter(
        (part) => part !== null,
      ),
    myInfoProps,
    profileProps,
    isDirty: dirty.myInfo || dirty.profile,
    isUploading: uploading.myInfo || uploading.profile,
  };
}

/** The address is read again after the first commit; later changes need no notice here. */
function subscribeToNothing() {
  return () => {};
}

export function ProfilePage() {
  const { client, isHydrated, state, refetchAccount } = useSession();
  // Read from the address bar, which a client-side navigation updates only after the page's
  // first render; the welcome shows after the account has loaded, never in the server's HTML.
  const isWelcome = useSyncExternalStore(
    subscribeToNothing,
    () => readIsWelcome(window.location.search),
    () => false,
  );
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The profile's info, loaded once for the form and the welcome's next steps.
  const profile = load.status === 'loaded' ? load.me.profile : null;
  const [infoAttempt, setInfoAttempt] = useState(0);
  const infoState = useProfileInfo(profile?.type ?? null, infoAttempt);
  // The info as last saved, so the guide follows a save without asking again.
  const [savedInfo, setSavedInfo] = useState<CompanyInfoLike | null>(null);
  const info = savedInfo ?? (infoState.status === 'loaded' ? infoState.info : null);

  useEffect(() => {
    if (!isHydrated || !state.isLogin) return;
    let isCurrent = true;
    void client.requestField(MyProfileDocument, 'me').then((result) => {
      if (!isCurrent) return;
      if (isGraphqlFailure(result)) setLoad({ status: 'failed', message: result.message });
      else if (!result) setLoad({ status: 'failed', message: '회원 정보를 찾을 수 없습니다.' });
      else setLoad({ status: 'loaded', me: result });
    });
    return () => {
      isCurrent = false;
    };
  }, [client, isHydrated, state.isLogin, attempt]);

  const { readChangedParts, myInfoProps, profileProps, isDirty, isUploading } = useProfileParts();
  const [isSaving, setIsSaving] = useState(false);
  const submitWithSchemas = useProfileSubmit();
  const { formRef, focusFirstError } = useFocusFirstError();
  const showToast = useToast();
  useUnsavedChangesGuard(isDirty || isUploading);

  /**
   * The one 프로필 저장: the changed parts are checked first (all errors shown, focus on the
   * first), then each is sent; a refusal of one is shown in its part and does not stop the other.
   * An untouched part is neither checked nor sent (a company profile still incomplete must not
   * block a new nickname).
   */
  function submit(event: FormEvent<HTMLFormElement>) {
    return submitWithSchemas(event, isSaving || isUploading, async (schemas) => {
      const changedParts = readChangedParts();
      if (changedParts.length === 0) {
        showToast('저장할 변경 사항이 없습니다.');
        return;
      }
      const sends = changedParts.flatMap((part) =>
        part.current ? [part.current.check(schemas)] : [],
      );
      if (sends.some((send) => send === null)) {
        focusFirstError();
        return;
      }
      setIsSaving(true);
      let savedCount = 0;
      for (const send of sends) {
        if (send && (await send())) savedCount += 1;
      }
      setIsSaving(false);
      if (savedCount === sends.length) showToast('프로필이 저장되었습니다.', 'success');
      else {
        if (savedCount > 0) {
          showToast('일부만 저장되었습니다. 표시된 항목을 확인해 주세요.', 'error');
        }
        focusFirstError();
      }
      await refetchAccount();
    });
  }

  const updateMe = useCallback((me: MyAccount) => {
    setLoad({ status: 'loaded', me });
  }, []);

  const updateProfile = useCallback((saved: SavedProfile) => {
    if (saved.info) setSavedInfo(saved.info as CompanyInfoLike);
    setLoad((current) =>
      current.status === 'loaded'
        ? { status: 'loaded', me: { ...current.me, profile: saved } }
        : current,
    );
  }, []);

  return (
    <div className="mx-auto w-full max-w-[1200px] px-5 py-8 desktop:px-6 desktop:py-12">
      <h1 className="text-2xl font-bold text-gray-900 desktop:text-[28px]">프로필</h1>
      <p className="mt-1 text-[15px] text-gray-600">
        계정 정보와 업체 프로필을 관리합니다. 프로필을 채울수록 업체 검색에서 더 잘 보입니다.
      </p>
      {load.status === 'loading' ? (
        <div className="mt-6 grid gap-6 desktop:grid-cols-[280px_1fr]" aria-busy="true">
          <Skeleton className="h-56 w-full" />
          <Skeleton className="h-[480px] w-full" />
          <span className="sr-only" role="status">
            프로필을 불러오는 중입니다.
          </span>
        </div>
      ) : load.status === 'failed' ? (
        <div className="mt-6 rounded-2xl border border-danger-500/30 bg-danger-50 p-6">
          <p role="alert" className="text-[15px] font-medium text-danger-700">
            {load.message}
          </p>
          <Button variant="outline" className="mt-4" onClick={() => setAttempt((n) => n + 1)}>
            다시 시도
          </Button>
        </div>
      ) : (
        <>
          {isWelcome && profile && infoState.status === 'loaded' ? (
            <ProfileWelcome
              name={load.me.name || load.me.nickname || '회원'}
              type={profile.type}
              steps={listProfileNextSteps(profile.type, info)}
              missingBasics={listMissingProfileFields(profile.type, toProgressFields(info))}
            />
          ) : null}
          <div className="mt-6 grid items-start gap-6 desktop:grid-cols-[280px_1fr]">
            <ProfileSummary me={load.me} />
            <form
              ref={formRef}
              noValidate
              onSubmit={submit}
              aria-label="프로필 편집"
              className="min-w-0 space-y-6"
            >
              <MyInfoSection me={load.me} onSaved={updateMe} {...myInfoProps} />
              {profile ? (
                <ProfileSection
                  profile={profile}
                  infoState={infoState}
                  onRetry={() => setInfoAttempt((n) => n + 1)}
                  onSaved={updateProfile}
                  partProps={profileProps}
                />
              ) : (
                <SectionCard title="프로필" headingId="profile-section-title">
                  <p className="text-[15px] text-gray-700">등록된 프로필이 없습니다.</p>
                </SectionCard>
              )}
              <ProfileSaveBar isDirty={isDirty} isSaving={isSaving} isUploading={isUploading} />
            </form>
          </div>
        </>
      )}
    </div>
  );
}

function ProfileSection({
  profile,
  infoState,
  onRetry,
  onSaved,
  partProps,
}: {
  profile: SavedProfile;
  infoState: ProfileInfoState;
  onRetry: () => void;
  onSaved: (profile: SavedProfile) => void;
  partProps: ProfilePartProps;
}) {
  return (
    <SectionCard
      title={profile.type === 'CONSUMER' ? '프로필' : '업체 프로필'}
      headingId="profile-section-title"
      description={`${PROFILE_TYPE_LABELS[profile.type]} 회원 · 업체 고유번호 ${profile.uniqueId}`}
    >
      {infoState.status === 'loading' ? (
        <Skeleton className="h-96 w-full" />
      ) : infoState.status === 'failed' ? (
        <div>
          <p role="alert" className="text-[15px] font-medium text-danger-700">
            {infoState.message}
          </p>
          <Button variant="outline" className="mt-4" onClick={onRetry}>
            다시 시도
          </Button>
        </div>
      ) : profile.type === 'CONSUMER' ? (
        <ConsumerProfileForm
          profileId={profile.id}
          info={infoState.info}
          onSaved={onSaved}
          {...partProps}
        />
      ) : (
        <CompanyProfileForm
          profileId={profile.id}
          type={profile.type}
          info={infoState.info}
          onSaved={onSaved}
          {...partProps}
        />
      )}
    </SectionCard>
  );
}
