'use client';

// The search bar's dropdowns, fetched on the bar's first focus (SearchBar's SEARCH_PANELS) so the
// header on every page carries only the input.
export { CategoryDropdown } from './CategoryDropdown';
export { RecentSearchPanel } from './RecentSearchPanel';
