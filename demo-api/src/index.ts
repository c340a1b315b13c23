// Demo mode: the API answered inside the browser. The shell imports this lazily, only when its
// runtime config says demo: true.
export { createDemoAdapter, hasDemoEdits, resetDemoData, DEMO_ADMIN, type DemoAdapterOptions } from './createDemoAdapter';
export { memoryStorage, type KeyValueStorage } from './db/persistence';
