'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { buildLoginHref } from '../../auth/utils/route-access';
import { useSession } from '../../session/hooks/useSession';
import { SearchIcon } from '../../ui/components/icons';
import { useToast } from '../../ui/hooks/useToast';
import {
  SEARCH_MODE_HINTS,
  SEARCH_MODE_LABELS,
  buildSearchHref,
  readDefaultSearchMode,
  type SearchMode,
} from '../utils/search-href';

export type SearchBarVariant = 'header' | 'compact' | 'main';

const SEARCH_MODES: SearchMode[] = ['company', 'bid'];

const PLACEHOLDERS: Record<SearchMode, string> = {
  company: '업종 또는 업체 고유번호를 입력하세요',
  bid: '업종, 지역 또는 공고번호를 입력하세요',
};

const MAIN_PLACEHOLDERS: Record<SearchMode, string> = {
  company: '업종 또는 업체 고유번호',
  bid: '업종, 지역 또는 공고번호',
};

const COMPACT_PLACEHOLDERS: Record<SearchMode, string> = {
  company: '업종·고유번호 검색',
  bid: '업종·지역·공고번호 검색',
};

/**
 * The site search (SPEC §2 "Search behaviour"). Mount it with key={pathname}: a route change
 * resets the keyword and the mode, as the spec asks. The category dropdown comes later.
 */
export function SearchBar({ variant }: { variant: SearchBarVariant }) {
  const router = useRouter();
  const pathname = usePathname();
  const { state, isHydrated, updateSession } = useSession();
  const showToast = useToast();
  const [mode, setMode] = useState<SearchMode>(() => readDefaultSearchMode(pathname));
  const [keyword, setKeyword] = useState('');
  const inputId = useId();
  const hintId = useId();

  function changeMode(next: SearchMode) {
    if (next === mode) return;
    if (!state.isLogin) {
      showToast(`${SEARCH_MODE_LABELS[next]} 검색은 로그인 후 이용할 수 있어요.`);
      router.push(buildLoginHref(`${window.location.pathname}${window.location.search}`));
      return;
    }
    setMode(next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const href = buildSearchHref(keyword, mode);
    if (!href) return;
    updateSession({
      searchObj: { keyword: keyword.trim(), type: variant === 'main' ? 'content' : 'header' },
    });
    router.push(href);
  }

  const isMain = variant === 'main';
  const modeSwitch = (
    <div
      role="radiogroup"
      aria-label="검색 유형"
      className={
        isMain
          ? 'inline-flex gap-1 rounded-xl bg-white/15 p-1 backdrop-blur'
          : 'flex shrink-0 gap-0.5 rounded-full bg-gray-100 p-0.5'
      }
    >
      {SEARCH_MODES.map((option) => {
        const isSelected = option === mode;
        return (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={isSelected}
            disabled={!isHydrated && !isSelected}
            onClick={() => changeMode(option)}
            className={
              isMain
                ? `min-h-10 rounded-lg px-4 text-[15px] font-semibold transition-colors ${
                    isSelected
                      ? 'bg-white text-brand-700 shadow-sm'
                      : 'text-white hover:bg-white/10'
                  }`
                : `min-h-8 rounded-full px-3 text-[13px] font-semibold transition-colors ${
                    isSelected
                      ? 'bg-white text-brand-700 shadow-sm'
                      : 'text-gray-600 hover:text-gray-900'
                  }`
            }
          >
            {SEARCH_MODE_LABELS[option]}
          </button>
        );
      })}
    </div>
  );

  if (isMain) {
    return (
      <form role="search" aria-label="업체·공고 검색" onSubmit={submit} className="w-full">
        {modeSwitch}
        <div className="mt-3 flex items-center gap-2 rounded-2xl bg-white p-2 shadow-lg shadow-brand-950/20">
          <label htmlFor={inputId} className="sr-only">
            {SEARCH_MODE_LABELS[mode]} 검색어
          </label>
          <SearchIcon className="ml-2 size-5 shrink-0 text-gray-500" />
          <input
            id={inputId}
            type="search"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            placeholder={MAIN_PLACEHOLDERS[mode]}
            aria-describedby={hintId}
            enterKeyHint="search"
            autoComplete="off"
            className="h-12 min-w-0 flex-1 bg-transparent text-base text-gray-900 placeholder:text-gray-500 focus:outline-none"
          />
          <button
            type="submit"
            className="h-12 shrink-0 rounded-xl bg-brand-600 px-5 text-base font-bold text-white hover:bg-brand-700"
          >
            검색
          </button>
        </div>
        <p id={hintId} className="mt-3 text-sm text-brand-50">
          {SEARCH_MODE_HINTS[mode]}
        </p>
      </form>
    );
  }

  const isCompact = variant === 'compact';
  return (
    <form
      role="search"
      aria-label="업체·공고 검색"
      onSubmit={submit}
      className={`flex w-full items-center gap-2 rounded-full border border-gray-300 bg-white pr-1 pl-1 transition-colors focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-100 ${
        isCompact ? 'h-11' : 'h-12'
      }`}
    >
      {modeSwitch}
      <label htmlFor={inputId} className="sr-only">
        {SEARCH_MODE_LABELS[mode]} 검색어
      </label>
      <input
        id={inputId}
        type="search"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder={isCompact ? COMPACT_PLACEHOLDERS[mode] : PLACEHOLDERS[mode]}
        title={SEARCH_MODE_HINTS[mode]}
        enterKeyHint="search"
        autoComplete="off"
        className="h-full min-w-0 flex-1 bg-transparent text-[15px] text-gray-900 placeholder:text-gray-500 focus:outline-none"
      />
      <button
        type="submit"
        aria-label="검색"
        className={`inline-flex shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700 ${
          isCompact ? 'size-9' : 'size-10'
        }`}
      >
        <SearchIcon className="size-[18px]" />
      </button>
    </form>
  );
}
