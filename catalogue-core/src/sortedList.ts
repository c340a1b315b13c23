// Binary search over an ascending list (the search index's postings and its sorted words).
/** Where an ascending list has the value, or where it would go: its first place whose value is not below it. */
export function insertionPoint<T>(list: ReadonlyArray<T>, value: T): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (list[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}
