import { expect, type Locator, type Page } from '@playwright/test';
import { isPhone } from './login';

/**
 * A target a finger on a phone can hit: 44 × 44 CSS px (Apple's and WCAG 2.5.5's size). Wider
 * screens are held to WCAG 2.2 2.5.8's minimum of 24 × 24, which compact desktop controls meet.
 */
export const PHONE_TARGET_MIN_PX = 44;
export const DESKTOP_TARGET_MIN_PX = 24;

/**
 * Targets WCAG 2.5.8 exempts, each named with the reason. A link inside a sentence is sized by
 * the line it sits on ("inline" exception); nothing else is exempt.
 */
export const TOUCH_TARGET_EXCEPTIONS: ReadonlyArray<{ name: string; reason: string }> = [];

export type TouchTargetOffender = { name: string; role: string; width: number; height: number };

/**
 * Measures every visible interactive element of the page: links, buttons, form controls, and
 * elements with an interactive role. A checkbox or radio drawn by its label is measured by the
 * label it is clicked through (the larger of the two boxes). Returns the ones under `min` in
 * either direction, named by their accessible name, except the named exceptions.
 */
export async function findSmallTouchTargets(
  scope: Page | Locator,
  min: number,
): Promise<TouchTargetOffender[]> {
  const exempt = TOUCH_TARGET_EXCEPTIONS.map((exception) => exception.name);
  const root = 'mainFrame' in scope ? scope.locator('body') : scope;
  return root.evaluate(
    (rootElement, { min, exempt }) => {
      const selector = [
        'a[href]',
        'button',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'summary',
        '[role="button"]',
        '[role="link"]',
        '[role="checkbox"]',
        '[role="radio"]',
        '[role="switch"]',
        '[role="tab"]',
        '[role="menuitem"]',
        '[role="option"]',
      ].join(',');
      const textOf = (element: Element | null) =>
        (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
      const nameOf = (element: HTMLElement): string => {
        const label = element.getAttribute('aria-label');
        if (label) return label.trim();
        const labelledBy = element.getAttribute('aria-labelledby');
        if (labelledBy) {
          return labelledBy
            .split(/\s+/)
            .map((id) => textOf(document.getElementById(id)))
            .join(' ')
            .trim();
        }
        const labels = 'labels' in element ? (element as HTMLInputElement).labels : null;
        if (labels && labels.length > 0) return textOf(labels[0] ?? null);
        const text = textOf(element);
        if (text) return text;
        const image = element.querySelector('img[alt]');
        if (image) return image.getAttribute('alt') ?? '';
        return (
          element.getAttribute('title') ??
          element.getAttribute('placeholder') ??
          element.outerHTML.slice(0, 80)
        );
      };
      const isShown = (element: HTMLElement) =>
        element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
        !element.closest('[inert], [aria-hidden="true"]');
      // Visually hidden until focused (the skip link's sr-only): clipped away, nothing to touch.
      const isClipped = (element: HTMLElement) => {
        const style = getComputedStyle(element);
        return style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';
      };
      type Box = { left: number; top: number; right: number; bottom: number };
      const area = (box: Box) => (box.right - box.left) * (box.bottom - box.top);
      /**
       * A hit area drawn by an absolutely placed ::before or ::after (a card's stretched link, a
       * small icon's larger touch area): the box its insets cut from its containing block.
       */
      const pseudoBoxOf = (element: HTMLElement, pseudo: '::before' | '::after'): Box | null => {
        const style = getComputedStyle(element, pseudo);
        if (style.content === 'none' || style.position !== 'absolute') return null;
        const insets = [style.top, style.right, style.bottom, style.left].map(parseFloat);
        if (insets.some((inset) => Number.isNaN(inset))) return null;
        let block: HTMLElement | null = element;
        while (block && getComputedStyle(block).position === 'static') block = block.parentElement;
        const outer = (block ?? document.documentElement).getBoundingClientRect();
        const [top = 0, right = 0, bottom = 0, left = 0] = insets;
        return {
          left: outer.left + left,
          top: outer.top + top,
          right: outer.right - right,
          bottom: outer.bottom - bottom,
        };
      };

      const offenders: Array<{ name: string; role: string; width: number; height: number }> = [];
      for (const element of Array.from(rootElement.querySelectorAll<HTMLElement>(selector))) {
        if (!isShown(element)) continue;
        const isChoice =
          element instanceof HTMLInputElement &&
          (element.type === 'checkbox' || element.type === 'radio');
        if (!isChoice && isClipped(element)) continue;
        // The largest of what takes the touch: the element, its ::before/::after hit area and,
        // for a checkbox or radio, its label (often with the input itself visually hidden).
        const candidates: Array<Box | null> = [
          element.getBoundingClientRect(),
          pseudoBoxOf(element, '::before'),
          pseudoBoxOf(element, '::after'),
          ...(isChoice
            ? Array.from(element.labels ?? []).map((label) => label.getBoundingClientRect())
            : []),
        ];
        let box: Box = candidates[0] as Box;
        for (const candidate of candidates) {
          if (candidate && area(candidate) > area(box)) box = candidate;
        }
        // Off the screen sideways (a closed drawer slid out): nobody can touch it.
        if (box.right <= 0 || box.left >= window.innerWidth) continue;
        const name = nameOf(element);
        if (exempt.includes(name)) continue;
        const width = Math.round((box.right - box.left) * 10) / 10;
        const height = Math.round((box.bottom - box.top) * 10) / 10;
        // Half a pixel of rounding in a fractional layout is not a smaller target.
        if (width + 0.5 < min || height + 0.5 < min) {
          const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
          offenders.push({ name, role, width, height });
        }
      }
      return offenders;
    },
    { min, exempt },
  );
}

/**
 * Fails with every target of the page (or of `scope`, e.g. an open dialog) smaller than this
 * screen's minimum (44 px on a phone, 24 px wider), listed by accessible name and size.
 */
export async function expectTouchTargets(page: Page, scope?: Locator) {
  const min = isPhone(page) ? PHONE_TARGET_MIN_PX : DESKTOP_TARGET_MIN_PX;
  const offenders = await findSmallTouchTargets(scope ?? page, min);
  // Soft: a test that checks several pages lists every page's offenders in one run.
  expect
    .soft(
      offenders.map(({ name, role, width, height }) => `${role} "${name}" ${width}×${height}`),
      `${min} px보다 작은 터치 영역: ${page.url()}`,
    )
    .toEqual([]);
}
