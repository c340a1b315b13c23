// jsdom lacks matchMedia and ResizeObserver, and its getComputedStyle throws on pseudo-elements;
// antd's responsive grid, Table and scroll-bar measuring read all three.

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

const jsdomGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element, pseudoElement?: string | null) =>
  jsdomGetComputedStyle(element, pseudoElement ? undefined : pseudoElement);

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
(globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= ResizeObserverStub;

// react-router 7 encodes with TextEncoder, which jest's jsdom environment does not expose.
import { TextDecoder, TextEncoder } from 'node:util';
(globalThis as { TextEncoder?: unknown }).TextEncoder ??= TextEncoder;
(globalThis as { TextDecoder?: unknown }).TextDecoder ??= TextDecoder;
