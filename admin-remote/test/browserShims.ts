import { installMatchMedia, widthMatcher } from '@mfe/shared-ui/test/fakeMatchMedia';

// jsdom lacks matchMedia and ResizeObserver; antd's responsive grid, Table and measuring read them.

/** Tests see a 1280 px desktop, so width queries answer as they would there. */
installMatchMedia(widthMatcher(1280));

// antd injects hundreds of CSS-in-JS rules and measures elements often; jsdom's getComputedStyle
// walks every rule each time (a form test took 17 s instead of 3 s) and throws on pseudo-elements.
// Tests assert behaviour, not stylesheet cascade: the inline style is all they need. Unset lengths
// read as 0px so that measuring code (textarea autoSize) computes numbers, not NaN.
const LENGTH_PROPERTY = /(width|height|padding|margin|lineheight|fontsize|top|left|right|bottom)$/i;
const withLengthDefaults = (style: CSSStyleDeclaration): CSSStyleDeclaration =>
  new Proxy(style, {
    get(target, property) {
      if (property === 'getPropertyValue') {
        return (name: string) => target.getPropertyValue(name) || (LENGTH_PROPERTY.test(name.replace(/-/g, '')) ? '0px' : '');
      }
      const value = Reflect.get(target, property) as unknown;
      if (value === '' && typeof property === 'string' && LENGTH_PROPERTY.test(property)) return '0px';
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
window.getComputedStyle = (element: Element) => withLengthDefaults((element as HTMLElement).style ?? document.createElement('div').style);

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

// jsdom's Blob lacks arrayBuffer (every browser has it); uploads read a chosen file's first bytes.
if (!Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}
