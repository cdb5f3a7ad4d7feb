// A measurement prelude, not engine code: Array.prototype's callback methods written in
// JavaScript the way builtins/js/ would hold them, so that the two designs recorded in
// builtins/DESIGN.md ("Callback methods") can be compared on any script:
//
//     vm --prelude=PerformanceTests/experiments/self-hosted-array-callbacks.js script.js
//
// What a real self-hosted builtin would get from private intrinsics is spelled here with
// public operations of the same cost in a trace or in the interpreter: a direct call for
// Call(callbackfn, undefined, ...), `Object(this)` for ToObject, arithmetic for ToLength.
// Loops end with `break`, never with a `return` (the recorder does not trace a return
// from the loop's frame), and no call is in tail position. HasProperty is `k in O`, which
// a trace computes inline for an element of a dense array.
"use strict";
(function () {
  const call = Function.prototype.call;

  function toLength(value) {
    const length = +value;
    if (!(length > 0)) return 0;
    const result = length > 9007199254740991 ? 9007199254740991 : Math.floor(length);
    return result;
  }
  function requireCallable(callback) {
    if (typeof callback !== "function") throw new TypeError("callback is not a function");
  }
  function install(name, method) {
    Object.defineProperty(Array.prototype, name, { value: method, writable: true, configurable: true });
  }

  install("forEach", function forEach(callback, thisArg) {
    const O = Object(this);
    const len = toLength(O.length);
    requireCallable(callback);
    for (let k = 0; k < len; k++) {
      if (k in O) {
        if (thisArg === undefined) callback(O[k], k, O);
        else call.call(callback, thisArg, O[k], k, O);
      }
    }
  });

  install("map", function map(callback, thisArg) {
    const O = Object(this);
    const len = toLength(O.length);
    requireCallable(callback);
    const A = new Array(len);
    for (let k = 0; k < len; k++) {
      if (k in O) {
        A[k] = thisArg === undefined ? callback(O[k], k, O) : call.call(callback, thisArg, O[k], k, O);
      }
    }
    return A;
  });

  install("filter", function filter(callback, thisArg) {
    const O = Object(this);
    const len = toLength(O.length);
    requireCallable(callback);
    const A = [];
    let to = 0;
    for (let k = 0; k < len; k++) {
      if (k in O) {
        const value = O[k];
        if (thisArg === undefined ? callback(value, k, O) : call.call(callback, thisArg, value, k, O)) A[to++] = value;
      }
    }
    return A;
  });

  install("reduce", function reduce(callback, initialValue) {
    const O = Object(this);
    const len = toLength(O.length);
    requireCallable(callback);
    let k = 0;
    let accumulator;
    if (arguments.length > 1) {
      accumulator = initialValue;
    } else {
      let present = false;
      for (; !present && k < len; k++) {
        present = k in O;
        if (present) accumulator = O[k];
      }
      if (!present) throw new TypeError("Reduce of empty array with no initial value");
    }
    for (; k < len; k++) {
      if (k in O) accumulator = callback(accumulator, O[k], k, O);
    }
    return accumulator;
  });

  install("some", function some(callback, thisArg) {
    const O = Object(this);
    const len = toLength(O.length);
    requireCallable(callback);
    let result = false;
    for (let k = 0; k < len; k++) {
      if (k in O) {
        if (thisArg === undefined ? callback(O[k], k, O) : call.call(callback, thisArg, O[k], k, O)) {
          result = true;
          break;
        }
      }
    }
    return result;
  });

  install("every", function every(callback, thisArg) {
    const O = Object(this);
    const len = toLength(O.length);
    requireCallable(callback);
    let result = true;
    for (let k = 0; k < len; k++) {
      if (k in O) {
        if (!(thisArg === undefined ? callback(O[k], k, O) : call.call(callback, thisArg, O[k], k, O))) {
          result = false;
          break;
        }
      }
    }
    return result;
  });

  install("find", function find(callback, thisArg) {
    const O = Object(this);
    const len = toLength(O.length);
    requireCallable(callback);
    let result = undefined;
    for (let k = 0; k < len; k++) {
      const value = O[k];
      if (thisArg === undefined ? callback(value, k, O) : call.call(callback, thisArg, value, k, O)) {
        result = value;
        break;
      }
    }
    return result;
  });

  install("findIndex", function findIndex(callback, thisArg) {
    const O = Object(this);
    const len = toLength(O.length);
    requireCallable(callback);
    let result = -1;
    for (let k = 0; k < len; k++) {
      if (thisArg === undefined ? callback(O[k], k, O) : call.call(callback, thisArg, O[k], k, O)) {
        result = k;
        break;
      }
    }
    return result;
  });
})();
