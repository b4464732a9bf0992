'use client';

import { usePathname, useRouter } from 'next/navigation';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { COMPANY_FILTER_MAX_VALUES, matchTradeLeaves, withJosa } from '@gongsa/domain';
import { SearchAnnouncementByNumberDocument } from '../../../graphql/generated/operations/search-announcement-by-number';
import { SearchCategoriesByNameDocument } from '../../../graphql/generated/operations/search-categories-by-name';
import { buildLoginHref } from '../../auth/utils/route-access';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useSession } from '../../session/hooks/useSession';
import { SearchIcon } from '../../ui/components/icons';
import { useDialog } from '../../ui/hooks/useDialog';
import { useToast } from '../../ui/hooks/useToast';
import { useCategoryLookup } from '../hooks/useCategoryLookup';
import { useLocationSearch } from '../hooks/useLocationSearch';
import { useRecentSearches } from '../hooks/useRecentSearches';
import type { CategoryOption } from '../utils/category-options';
import {
  isAllTicked,
  isLeafTicked,
  tickAll,
  tickLeaf,
  toSearchCategoryIds,
  untickAll,
  untickLeaf,
  type CategorySelection,
} from '../utils/category-selection';
import { moveOptionFocus } from '../utils/option-focus';
import {
  BID_LIST_PATH,
  COMPANY_LIST_PATH,
  buildBidDetailHref,
  SEARCH_MODES,
  SEARCH_MODE_HINTS,
  SEARCH_MODE_LABELS,
  buildKeywordSearchHref,
  buildSearchTargetHref,
  buildShallowSearchUrl,
  isSearchListPath,
  readDefaultSearchMode,
  readSearchKeyword,
  readUrlCategoryIds,
  readUrlKeyword,
  type SearchMode,
} from '../utils/search-href';
import { defineLazyModule } from '../../ui/utils/lazy-module';
import { TOUCH_HIT_AREA } from '../../ui/utils/touch-target';

/**
 * How long the lookup behind Enter (an announcement number, the trades a word names) may take
 * before the search goes on without it.
 */
const SUBMIT_LOOKUP_TIMEOUT_MS = 5_000;

/** Resolves with null when `promise` takes longer than the submit lookup may. */
function withinSubmitTimeout<T>(promise: Promise<T>): Promise<T | null> {
  return Promise.race([
    promise,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), SUBMIT_LOOKUP_TIMEOUT_MS)),
  ]);
}

/** The dropdowns, fetched when the bar is first focused (they show only after that). */
const SEARCH_PANELS = defineLazyModule(() => import('./SearchPanels'));

export type SearchBarVariant = 'header' | 'compact' | 'main';

type OpenPanel = 'results' | 'recent' | null;

const PLACEHOLDERS: Record<SearchMode, string> = {
  company: '업종 또는 업체 고유번호를 입력하세요',
  bid: '업종, 지역 또는 공고번호를 입력하세요',
};

const MAIN_PLACEHOLDERS: Record<SearchMode, string> = {
  company: '업종 또는 업체 고유번호',
  bid: '업종, 지역 또는 공고번호',
};

// The phone bar leaves ~10 syllables between the mode switch and the button (390 px wide).
const COMPACT_PLACEHOLDERS: Record<SearchMode, string> = {
  company: '업종·고유번호 검색',
  bid: '업종·지역·공고번호',
};

/**
 * The site search (SPEC §2 "Search behaviour", §4 "Search bar", §5 "Search"). Mount it with
 * key={pathname}: a route change resets the keyword, the mode and the ticked categories, and
 * leaving /company drops the categories restored from its URL.
 */
export function SearchBar({ variant }: { variant: SearchBarVariant }) {
  const router = useRouter();
  const pathname = usePathname();
  const { client, state, isHydrated, updateSession } = useSession();
  const showToast = useToast();
  const dialog = useDialog();
  const locationSearch = useLocationSearch();
  const isOnCompanyList = pathname === COMPANY_LIST_PATH;
  // On a result list the bar shows the search that list was opened with (k, categories).
  const isOnResultList = isOnCompanyList || pathname === BID_LIST_PATH;
  const [mode, setMode] = useState<SearchMode>(() => readDefaultSearchMode(pathname));
  // null until the user types or ticks: on a result list the bar shows the search in the URL.
  const [typedKeyword, setTypedKeyword] = useState<string | null>(null);
  const [ownSelection, setOwnSelection] = useState<CategorySelection | null>(null);
  const [openPanel, setOpenPanel] = useState<OpenPanel>(null);
  // What Enter is looking up before it navigates (an announcement number, issue 13 item 5; the
  // trades a word names, item 4), said to screen readers; the bar waits for the answer.
  const [pendingLookup, setPendingLookup] = useState<string | null>(null);
  // Which lookup may still navigate: typing, another search or leaving the page supersedes it.
  const submitLookupRef = useRef(0);
  // The dropdown components once fetched; until then nothing opens (and nothing is announced).
  const [panels, setPanels] = useState(() => SEARCH_PANELS.current());
  const lookup = useCategoryLookup();
  const recent = useRecentSearches(mode);
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const shallowTimerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inputId = useId();
  const hintId = useId();
  const panelId = useId();
  const statusId = useId();

  const keyword = typedKeyword ?? (isOnResultList ? readUrlKeyword(locationSearch) : '');
  const selection =
    ownSelection ?? (isOnResultList ? readUrlCategoryIds(locationSearch) : ([] as string[]));
  const isResultsOpen = openPanel === 'results' && lookup.options.length > 0;
  const isRecentOpen = openPanel === 'recent' && keyword.trim() === '';

  // A click or tap anywhere outside the bar closes its panel.
  useEffect(() => {
    if (openPanel === null) return;
    function closeOnOutsidePointer(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpenPanel(null);
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [openPanel]);

  useEffect(
    () => () => {
      if (shallowTimerRef.current) clearTimeout(shallowTimerRef.current);
      // A lookup answered after the bar is gone must not take the user anywhere.
      submitLookupRef.current += 1;
    },
    [],
  );

  /** SPEC §2: k and s follow the bar on /company without a navigation (shallow routing). */
  function writeShallowParams(nextKeyword: string, nextMode: SearchMode) {
    if (!isOnCompanyList) return;
    if (shallowTimerRef.current) clearTimeout(shallowTimerRef.current);
    shallowTimerRef.current = setTimeout(() => {
      window.history.replaceState(
        null,
        '',
        buildShallowSearchUrl(window.location.href, nextKeyword, nextMode),
      );
    }, 300);
  }

  function runKeyword(nextKeyword: string, nextMode: SearchMode) {
    const parsed = readSearchKeyword(nextKeyword, nextMode);
    if (parsed.kind !== 'trade') {
      // Blank: nothing to search. A unique or announcement number opens its page on submit.
      lookup.clear();
      setOpenPanel(parsed.kind === 'empty' ? 'recent' : null);
      return;
    }
    lookup.schedule(parsed.keyword, (optionCount) => {
      if (document.activeElement === inputRef.current) {
        setOpenPanel(optionCount > 0 ? 'results' : null);
      }
    });
  }

  function changeKeyword(event: ChangeEvent<HTMLInputElement>) {
    submitLookupRef.current += 1;
    setPendingLookup(null);
    loadPanels();
    const next = event.target.value;
    setTypedKeyword(next);
    runKeyword(next, mode);
    writeShallowParams(next, mode);
  }

  function changeMode(next: SearchMode) {
    if (next === mode) return;
    if (!state.isLogin) {
      showToast(`${SEARCH_MODE_LABELS[next]} 검색은 로그인 후 이용할 수 있어요.`);
      router.push(buildLoginHref(`${window.location.pathname}${window.location.search}`));
      return;
    }
    setMode(next);
    writeShallowParams(keyword, next);
  }

  function navigate(href: string, searchedKeyword: string, opensList = true) {
    recent.save(searchedKeyword);
    updateSession({
      searchObj: { keyword: searchedKeyword, type: variant === 'main' ? 'content' : 'header' },
    });
    setOpenPanel(null);
    lookup.clear();
    if (shallowTimerRef.current) clearTimeout(shallowTimerRef.current);
    if (opensList && isSearchListPath(pathname, mode)) router.replace(href);
    else router.push(href);
  }

  /**
   * An announcement number opens that request, in any state; when there is none (or the API
   * cannot say) the list shows the search with its empty state, as any other keyword.
   */
  async function openAnnouncementNumber(number: string) {
    const lookupId = ++submitLookupRef.current;
    const startedOn = window.location.pathname;
    setPendingLookup(`공고번호 ${number}의 견적 의뢰를 찾고 있어요.`);
    const result = await withinSubmitTimeout(
      client.requestField(SearchAnnouncementByNumberDocument, 'announcements', { number }),
    );
    // Typed on, searched again or went elsewhere meanwhile: that is where the user wants to be.
    if (lookupId !== submitLookupRef.current || window.location.pathname !== startedOn) return;
    setPendingLookup(null);
    const found =
      result === null || isGraphqlFailure(result)
        ? undefined
        : result.nodes.find((node) => node.uniqueId === number);
    if (found) navigate(buildBidDetailHref(found.id), number, false);
    else navigate(buildSearchTargetHref({ mode: 'bid', keyword: number, categoryIds: [] }), number);
  }

  /**
   * Enter in 업체 검색 mode (issue 13, item 4): a word that names trades searches those trades
   * (each a chip on /company the user can untick), any other word company names. When the lookup
   * fails or is slow, names are searched, as before; an empty result offers the other reading.
   */
  async function searchCompanyKeyword(typed: string) {
    const lookupId = ++submitLookupRef.current;
    const startedOn = window.location.pathname;
    setPendingLookup(`${withJosa(`‘${typed}’`, '을/를')} 찾고 있어요.`);
    const result = await withinSubmitTimeout(
      client.requestField(SearchCategoriesByNameDocument, 'categoriesByName', { name: typed }),
    );
    if (lookupId !== submitLookupRef.current || window.location.pathname !== startedOn) return;
    setPendingLookup(null);
    const trades =
      result === null || isGraphqlFailure(result) ? [] : matchTradeLeaves(typed, result);
    // The list's URL keeps this many trades (more would be dropped when it is read back).
    const categoryIds = trades.slice(0, COMPANY_FILTER_MAX_VALUES).map((trade) => Number(trade.id));
    const href =
      categoryIds.length > 0
        ? buildSearchTargetHref({ mode: 'company', keyword: typed, categoryIds })
        : buildKeywordSearchHref(typed, 'company');
    if (href) navigate(href, typed);
  }

  function apply() {
    const trimmed = keyword.trim();
    const categoryIds = toSearchCategoryIds(selection, lookup.topGroupIds);
    navigate(buildSearchTargetHref({ mode, keyword: trimmed, categoryIds }), trimmed);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submitLookupRef.current += 1;
    setPendingLookup(null);
    const parsed = readSearchKeyword(keyword, mode);
    if (parsed.kind === 'empty') return;
    if (parsed.kind === 'announcementNumber') {
      void openAnnouncementNumber(parsed.keyword);
      return;
    }
    if (parsed.kind === 'trade' && ownSelection !== null && ownSelection.length > 0) {
      apply();
      return;
    }
    if (parsed.kind === 'trade' && mode === 'company') {
      void searchCompanyKeyword(parsed.keyword);
      return;
    }
    const href = buildKeywordSearchHref(parsed.keyword, mode);
    if (href) navigate(href, parsed.keyword);
  }

  function toggleOption(option: CategoryOption, isChecked: boolean) {
    if (option.kind === 'leaf') {
      const siblings = option.parentId ? (lookup.childrenByParent.get(option.parentId) ?? []) : [];
      setOwnSelection(
        isChecked ? tickLeaf(selection, option, siblings) : untickLeaf(selection, option),
      );
      return;
    }
    const children = lookup.childrenByParent.get(option.parentId) ?? [];
    setOwnSelection(
      isChecked ? tickAll(selection, option, children) : untickAll(selection, option, children),
    );
  }

  function isTicked(option: CategoryOption): boolean {
    return option.kind === 'leaf'
      ? isLeafTicked(selection, option)
      : isAllTicked(selection, option);
  }

  function isReady(option: CategoryOption): boolean {
    return option.kind === 'leaf' || lookup.childrenByParent.has(option.parentId);
  }

  function closePanel() {
    setOpenPanel(null);
    inputRef.current?.focus();
  }

  /** Focus or ArrowDown: recent searches for an empty input, else the trades (looked up again
   * for a keyword restored from the URL). */
  function openPanelFor(currentKeyword: string) {
    if (currentKeyword.trim() === '') setOpenPanel('recent');
    else if (lookup.options.length > 0) setOpenPanel('results');
    else runKeyword(currentKeyword, mode);
  }

  function loadPanels() {
    if (panels) return;
    void SEARCH_PANELS.load().then(
      (loaded) => setPanels(() => loaded),
      // A later focus or keystroke tries again.
      () => undefined,
    );
  }

  function handleInputFocus(event: FocusEvent<HTMLInputElement>) {
    loadPanels();
    // Focus coming back from the panel (Escape, a deleted entry) leaves the panel as it is.
    if (containerRef.current?.contains(event.relatedTarget as Node | null)) return;
    openPanelFor(keyword);
  }

  function handleInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape' && openPanel !== null) {
      event.preventDefault();
      setOpenPanel(null);
      return;
    }
    if (event.key !== 'ArrowDown') return;
    if (!isResultsOpen && !isRecentOpen) {
      openPanelFor(keyword);
      return;
    }
    if (panelRef.current && moveOptionFocus(panelRef.current, 1)) event.preventDefault();
  }

  function handlePanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closePanel();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const isMoved = moveOptionFocus(event.currentTarget, event.key === 'ArrowDown' ? 1 : -1);
    if (!isMoved) inputRef.current?.focus();
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) setOpenPanel(null);
  }

  function pickRecent(picked: string) {
    setTypedKeyword(picked);
    inputRef.current?.focus();
    const parsed = readSearchKeyword(picked, mode);
    if (parsed.kind === 'announcementNumber') {
      void openAnnouncementNumber(parsed.keyword);
      return;
    }
    if (parsed.kind === 'uniqueId') {
      const href = buildKeywordSearchHref(picked, mode);
      if (href) navigate(href, parsed.keyword);
      return;
    }
    setOpenPanel(null);
    runKeyword(picked, mode);
    writeShallowParams(picked, mode);
  }

  function deleteRecent(deleted: string) {
    recent.remove(deleted);
    inputRef.current?.focus();
  }

  async function deleteAllRecent() {
    const isConfirmed = await dialog.confirm({
      title: '최근 검색어를 모두 삭제하시겠습니까?',
      confirmLabel: '모두 삭제',
      isDestructive: true,
    });
    if (!isConfirmed) return;
    recent.clear();
    showToast('최근 검색어를 모두 삭제했어요.');
    inputRef.current?.focus();
  }

  const selectedCount = selection.filter(
    (id) => !lookup.topGroupIds.has(id) && !lookup.childrenByParent.has(id),
  ).length;
  const isMain = variant === 'main';
  const panel = !panels ? null : isResultsOpen ? (
    <panels.CategoryDropdown
      id={panelId}
      panelRef={panelRef}
      keyword={keyword.trim()}
      options={lookup.options}
      isTicked={isTicked}
      isReady={isReady}
      selectedCount={selectedCount}
      onToggle={toggleOption}
      onApply={apply}
      onKeyDown={handlePanelKeyDown}
      isInline={isMain}
    />
  ) : isRecentOpen ? (
    <panels.RecentSearchPanel
      id={panelId}
      panelRef={panelRef}
      hint={isMain ? undefined : SEARCH_MODE_HINTS[mode]}
      keywords={recent.keywords}
      onPick={pickRecent}
      onDelete={deleteRecent}
      onDeleteAll={() => void deleteAllRecent()}
      onKeyDown={handlePanelKeyDown}
      isInline={isMain}
    />
  ) : null;
  const status = (
    <p id={statusId} role="status" className="sr-only">
      {pendingLookup !== null
        ? pendingLookup
        : isResultsOpen && panels
          ? `업종 ${lookup.options.length}개를 찾았어요. 아래쪽 화살표 키로 목록에 들어갈 수 있어요.`
          : ''}
    </p>
  );

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
                ? `min-h-11 rounded-lg px-4 text-[15px] font-semibold transition-colors ${
                    isSelected
                      ? 'bg-white text-brand-700 shadow-sm'
                      : 'text-white hover:bg-white/10'
                  }`
                : `${TOUCH_HIT_AREA} min-h-8 rounded-full px-3 text-[13px] font-semibold transition-colors ${
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

  const inputProps = {
    id: inputId,
    ref: inputRef,
    type: 'search',
    value: keyword,
    onChange: changeKeyword,
    onFocus: handleInputFocus,
    onKeyDown: handleInputKeyDown,
    'aria-describedby': `${hintId} ${statusId}`,
    'aria-controls': panel ? panelId : undefined,
    enterKeyHint: 'search',
    autoComplete: 'off',
    maxLength: 50,
  } as const;

  if (isMain) {
    return (
      <div ref={containerRef} onBlur={handleBlur} className="w-full">
        <form
          role="search"
          aria-label="업체·공고 검색"
          onSubmit={submit}
          aria-busy={pendingLookup !== null || undefined}
        >
          {modeSwitch}
          <div className="mt-3 flex items-center gap-2 rounded-2xl bg-white p-2 shadow-lg shadow-brand-950/20">
            <label htmlFor={inputId} className="sr-only">
              {SEARCH_MODE_LABELS[mode]} 검색어
            </label>
            <SearchIcon className="ml-2 size-5 shrink-0 text-gray-500" />
            <input
              {...inputProps}
              placeholder={MAIN_PLACEHOLDERS[mode]}
              className="h-12 min-w-0 flex-1 bg-transparent text-base text-gray-900 placeholder:text-gray-500 focus:outline-none"
            />
            <button
              type="submit"
              className="h-12 shrink-0 rounded-xl bg-brand-600 px-5 text-base font-bold text-white hover:bg-brand-700"
            >
              검색
            </button>
          </div>
        </form>
        {panel}
        {status}
        <p id={hintId} className="mt-3 text-sm text-brand-50">
          {SEARCH_MODE_HINTS[mode]}
        </p>
      </div>
    );
  }

  const isCompact = variant === 'compact';
  return (
    <div ref={containerRef} onBlur={handleBlur} className="relative w-full">
      <form
        role="search"
        aria-label="업체·공고 검색"
        onSubmit={submit}
        aria-busy={pendingLookup !== null || undefined}
        className={`flex w-full items-center gap-2 rounded-full border border-gray-300 bg-white pr-1 pl-1 transition-colors focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-100 ${
          isCompact ? 'h-11' : 'h-12'
        }`}
      >
        {modeSwitch}
        <label htmlFor={inputId} className="sr-only">
          {SEARCH_MODE_LABELS[mode]} 검색어
        </label>
        <input
          {...inputProps}
          placeholder={isCompact ? COMPACT_PLACEHOLDERS[mode] : PLACEHOLDERS[mode]}
          title={SEARCH_MODE_HINTS[mode]}
          className={`${isCompact ? 'h-11' : 'h-full'} min-w-0 flex-1 bg-transparent text-[15px] text-gray-900 placeholder:text-gray-500 focus:outline-none`}
        />
        <button
          type="submit"
          aria-label="검색"
          className={`${TOUCH_HIT_AREA} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700 ${
            isCompact ? 'size-9' : 'size-10'
          }`}
        >
          <SearchIcon className="size-[18px]" />
        </button>
      </form>
      <p id={hintId} className="sr-only">
        {SEARCH_MODE_HINTS[mode]}
      </p>
      {status}
      {panel}
    </div>
  );
}
