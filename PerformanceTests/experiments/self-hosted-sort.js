// A measurement prelude, not engine code: Array.prototype.sort with a comparator written in
// JavaScript as builtins/js/ would hold it (SortIndexedProperties with skip-holes, a stable
// bottom-up merge sort, the write-back and the deletion of the tail), falling back to the
// Rust sort without a comparator, so that the Rust sort and a self-hosted one can be
// compared on any script (builtins/DESIGN.md, "Callback methods"):
//
//     vm --prelude=PerformanceTests/experiments/self-hosted-sort.js script.js
//
// Public operations stand in for the private intrinsics at the same cost: a direct call
// for Call(comparefn, undefined, x, y), `Object(this)` for ToObject, `+` for ToNumber.
"use strict";
(function () {
  const rustSort = Array.prototype.sort;

  function compare(comparefn, x, y) {
    const v = +comparefn(x, y);
    return v !== v ? 0 : v;
  }

  // Sorts list[0..count) stably, with `scratch` of the same length.
  function mergeSort(list, scratch, count, comparefn) {
    let from = list;
    let to = scratch;
    for (let width = 1; width < count; width *= 2) {
      for (let left = 0; left < count; left += 2 * width) {
        const middle = left + width < count ? left + width : count;
        const right = left + 2 * width < count ? left + 2 * width : count;
        let i = left;
        let j = middle;
        let k = left;
        while (i < middle && j < right) {
          if (compare(comparefn, from[j], from[i]) < 0) {
            to[k] = from[j];
            j++;
          } else {
            to[k] = from[i];
            i++;
          }
          k++;
        }
        while (i < middle) { to[k] = from[i]; i++; k++; }
        while (j < right) { to[k] = from[j]; j++; k++; }
      }
      const swap = from;
      from = to;
      to = swap;
    }
    return from;
  }

  Object.defineProperty(Array.prototype, "sort", {
    value: function sort(comparefn) {
      if (comparefn === undefined) return rustSort.call(this);
      if (typeof comparefn !== "function") throw new TypeError("comparefn is not a function");
      const obj = Object(this);
      const len = obj.length >>> 0;
      const items = new Array(len);
      let count = 0;
      let undefinedCount = 0;
      for (let k = 0; k < len; k++) {
        if (k in obj) {
          const value = obj[k];
          if (value === undefined) undefinedCount++;
          else { items[count] = value; count++; }
        }
      }
      const sorted = mergeSort(items, new Array(len), count, comparefn);
      let j = 0;
      for (; j < count; j++) obj[j] = sorted[j];
      for (; j < count + undefinedCount; j++) obj[j] = undefined;
      for (; j < len; j++) delete obj[j];
      return obj;
    },
    writable: true,
    configurable: true,
  });
})();
