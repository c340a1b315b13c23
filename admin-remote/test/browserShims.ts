// jsdom lacks matchMedia and ResizeObserver; antd's responsive grid, Table and measuring read them.

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

// antd injects hundreds of CSS-in-JS rules and measures elements often; jsdom's getComputedStyle
// walks every rule each time (a form test took 17 s instead of 3 s) and throws on pseudo-elements.
// Tests assert behaviour, not stylesheet cascade: the inline style is all they need.
window.getComputedStyle = (element: Element) => (element as HTMLElement).style ?? ({} as CSSStyleDeclaration);

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

// antd's motion helpers schedule work with MessageChannel, which jsdom lacks. A timer-backed pair
// of ports is enough here (node's own ports would keep jest's process alive).
class TimerMessagePort {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  other: TimerMessagePort | null = null;
  postMessage(data: unknown): void {
    const target = this.other;
    setTimeout(() => target?.onmessage?.({ data }), 0);
  }
  start(): void {}
  close(): void {}
  addEventListener(): void {}
  removeEventListener(): void {}
}
class TimerMessageChannel {
  port1 = new TimerMessagePort();
  port2 = new TimerMessagePort();
  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}
(globalThis as { MessageChannel?: unknown }).MessageChannel ??= TimerMessageChannel;
