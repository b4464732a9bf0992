import { createElement, Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { lazyIsland } from './lazy-island';

function Bar({ label }: { label: string }) {
  return createElement('p', null, `검색창 ${label}`);
}

function Placeholder({ label }: { label: string }) {
  return createElement('p', null, `자리 ${label}`);
}

async function renderAll(Island: ReturnType<typeof lazyIsland<{ label: string }>>) {
  const element = createElement(
    Suspense,
    { fallback: createElement('p', null, '불러오는 중') },
    createElement(Island, { label: '1' }),
  );
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

describe('lazy island', () => {
  it('renders the component once its chunk has come', async () => {
    const Island = lazyIsland(async () => Bar, Placeholder, { isFetchedEarly: false });
    expect(await renderAll(Island)).toContain('검색창 1');
  });

  it('tries a failed chunk once more', async () => {
    let tries = 0;
    const Island = lazyIsland(
      async () => {
        tries += 1;
        if (tries === 1) throw new Error('chunk load failed');
        return Bar;
      },
      Placeholder,
      { isFetchedEarly: false },
    );
    expect(await renderAll(Island)).toContain('검색창 1');
    expect(tries).toBe(2);
  });

  it('renders the fallback instead of throwing when the chunk cannot come', async () => {
    const Island = lazyIsland(() => Promise.reject(new Error('offline')), Placeholder, {
      isFetchedEarly: false,
    });
    expect(await renderAll(Island)).toContain('자리 1');
  });
});
