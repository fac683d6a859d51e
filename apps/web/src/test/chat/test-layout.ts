import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom has no layout: give elements a size and a scroll position that sticks (and announces
 * itself), so the virtualised message list lays out its rows as a browser would.
 */
export function withBrowserLayout(): void {
  const scrollTops = new WeakMap<Element, number>();
  const patched = ['clientHeight', 'clientWidth', 'scrollTop', 'scrollHeight'] as const;
  beforeAll(() => {
    const size = { configurable: true, get: () => 720 };
    Object.defineProperty(Element.prototype, 'clientHeight', size);
    Object.defineProperty(Element.prototype, 'clientWidth', size);
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
      configurable: true,
      get(this: HTMLElement) {
        const inner = this.firstElementChild as HTMLElement | null;
        return inner?.style.height ? parseFloat(inner.style.height) : 720;
      },
    });
    Object.defineProperty(Element.prototype, 'scrollTop', {
      configurable: true,
      get(this: Element) {
        return scrollTops.get(this) ?? 0;
      },
      set(this: Element, value: number) {
        scrollTops.set(this, value);
        this.dispatchEvent(new Event('scroll'));
      },
    });
  });
  afterAll(() => {
    for (const key of patched) {
      Reflect.deleteProperty(HTMLElement.prototype, key);
      Reflect.deleteProperty(Element.prototype, key);
    }
  });
}
