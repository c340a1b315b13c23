// A least-recently-used cache bounded in bytes, not entries: the shell's page and read caches
// hold answers of very different sizes (a 2 KB list, a 352 KB series detail), and a bound in
// entries let a few thousand large ones take gigabytes.
'use strict';

/** @template V */
class ByteLru {
  /**
   * @param {number} maxBytes the sum of the entries' sizes at most
   * @param {number} maxEntryBytes a larger entry is not kept at all
   */
  constructor(maxBytes, maxEntryBytes = Math.floor(maxBytes / 8)) {
    this.maxBytes = maxBytes;
    this.maxEntryBytes = maxEntryBytes;
    /** @type {Map<string, { value: V, bytes: number }>} */
    this.entries = new Map();
    this.bytes = 0;
  }

  /** @returns {V | undefined} */
  get(key) {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map keeps insertion order: moving the entry to the end marks it the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` of size `bytes` (false when it is larger than an entry may be). */
  set(key, value, bytes) {
    this.delete(key);
    if (bytes > this.maxEntryBytes) return false;
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
    return true;
  }

  delete(key) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  clear() {
    this.entries.clear();
    this.bytes = 0;
  }

  get size() {
    return this.entries.size;
  }
}

module.exports = { ByteLru };
