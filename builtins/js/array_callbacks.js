// Array.prototype's methods that call a function for each element, self-hosted so that a
// trace of their loop inlines the callback (builtins/DESIGN.md, "Callback methods";
// vm/src/runtime/self_hosted.rs for what `$Name(...)` means and what this code may not
// do). Each function is installed under its name with the `length` of builtins/src/array.rs.
//
// The loops skip holes as the Rust methods did: at an index O does not have, one native
// call finds the next index that O or its prototypes may have, so a sparse array costs its
// present elements, not its length. Each loop reads `len` once: elements the callback
// appends are not visited, and ones it deletes are skipped.
"use strict";

// 23.1.3.15 Array.prototype.forEach ( callbackfn [ , thisArg ] )
function forEach(callbackfn, thisArg) {
  // 1. Let O be ? ToObject(this value).
  const O = $ToObject(this);
  // 2. Let len be ? LengthOfArrayLike(O).
  const len = $ToLength(O.length);
  // 3. If IsCallable(callbackfn) is false, throw a TypeError exception.
  if (typeof callbackfn !== "function") $ThrowNotCallable(callbackfn);
  // 4-5. Repeat, while k < len,
  for (let k = 0; k < len; k++) {
    // b-c. If ? HasProperty(O, Pk), then
    if (k in O) {
      // i-ii. Perform ? Call(callbackfn, thisArg, « ? Get(O, Pk), 𝔽(k), O »).
      $Call(callbackfn, thisArg, O[k], k, O);
    } else {
      k = $NextCandidate(O, k + 1, len) - 1;
    }
  }
  // 6. Return undefined.
  return undefined;
}

// 23.1.3.21 Array.prototype.map ( callbackfn [ , thisArg ] )
function map(callbackfn, thisArg) {
  // 1. Let O be ? ToObject(this value).
  const O = $ToObject(this);
  // 2. Let len be ? LengthOfArrayLike(O).
  const len = $ToLength(O.length);
  // 3. If IsCallable(callbackfn) is false, throw a TypeError exception.
  if (typeof callbackfn !== "function") $ThrowNotCallable(callbackfn);
  // 4. Let A be ? ArraySpeciesCreate(O, len).
  const A = $ArraySpeciesCreate(O, len);
  // 5-6. Repeat, while k < len,
  for (let k = 0; k < len; k++) {
    // b-c. If ? HasProperty(O, Pk), then
    if (k in O) {
      // i-ii. Let mappedValue be ? Call(callbackfn, thisArg, « ? Get(O, Pk), 𝔽(k), O »).
      const mappedValue = $Call(callbackfn, thisArg, O[k], k, O);
      // iii. Perform ? CreateDataPropertyOrThrow(A, Pk, mappedValue).
      $CreateDataProperty(A, k, mappedValue);
    } else {
      k = $NextCandidate(O, k + 1, len) - 1;
    }
  }
  // 7. Return A.
  return A;
}

// 23.1.3.8 Array.prototype.filter ( callbackfn [ , thisArg ] )
function filter(callbackfn, thisArg) {
  // 1. Let O be ? ToObject(this value).
  const O = $ToObject(this);
  // 2. Let len be ? LengthOfArrayLike(O).
  const len = $ToLength(O.length);
  // 3. If IsCallable(callbackfn) is false, throw a TypeError exception.
  if (typeof callbackfn !== "function") $ThrowNotCallable(callbackfn);
  // 4. Let A be ? ArraySpeciesCreate(O, 0).
  const A = $ArraySpeciesCreate(O, 0);
  // 5-6. Let k be 0; let to be 0.
  let to = 0;
  // 7. Repeat, while k < len,
  for (let k = 0; k < len; k++) {
    // b-c. If ? HasProperty(O, Pk), then
    if (k in O) {
      // i. Let kValue be ? Get(O, Pk).
      const kValue = O[k];
      // ii. Let selected be ToBoolean(? Call(callbackfn, thisArg, « kValue, 𝔽(k), O »)).
      // iii. If selected is true, then
      if ($Call(callbackfn, thisArg, kValue, k, O)) {
        // 1-2. Perform ? CreateDataPropertyOrThrow(A, ! ToString(𝔽(to)), kValue); to + 1.
        $CreateDataProperty(A, to, kValue);
        to++;
      }
    } else {
      k = $NextCandidate(O, k + 1, len) - 1;
    }
  }
  // 8. Return A.
  return A;
}

// 23.1.3.24 Array.prototype.reduce ( callbackfn [ , initialValue ] )
function reduce(callbackfn, initialValue) {
  // 1. Let O be ? ToObject(this value).
  const O = $ToObject(this);
  // 2. Let len be ? LengthOfArrayLike(O).
  const len = $ToLength(O.length);
  // 3. If IsCallable(callbackfn) is false, throw a TypeError exception.
  if (typeof callbackfn !== "function") $ThrowNotCallable(callbackfn);
  const initialValuePresent = $ArgumentCount() > 1;
  // 4. If len = 0 and initialValue is not present, throw a TypeError exception.
  if (len === 0 && !initialValuePresent) $ThrowTypeError("Reduce of empty array with no initial value");
  // 5. Let k be 0.
  let k = 0;
  // 6-7. Let accumulator be undefined; if initialValue is present, set it to initialValue.
  let accumulator = initialValue;
  // 8. Else,
  if (!initialValuePresent) {
    // a. Let kPresent be false.
    let kPresent = false;
    // b. Repeat, while kPresent is false and k < len,
    while (!kPresent && k < len) {
      // ii. Set kPresent to ? HasProperty(O, Pk).
      kPresent = k in O;
      // iii. If kPresent is true, set accumulator to ? Get(O, Pk).
      if (kPresent) accumulator = O[k];
      // iv. Set k to k + 1.
      k = kPresent ? k + 1 : $NextCandidate(O, k + 1, len);
    }
    // c. If kPresent is false, throw a TypeError exception.
    if (!kPresent) $ThrowTypeError("Reduce of empty array with no initial value");
  }
  // 9. Repeat, while k < len,
  for (; k < len; k++) {
    // b-c. If ? HasProperty(O, Pk), then
    if (k in O) {
      // i-ii. Set accumulator to ? Call(undefined, « accumulator, ? Get(O, Pk), 𝔽(k), O »).
      accumulator = $Call(callbackfn, undefined, accumulator, O[k], k, O);
    } else {
      k = $NextCandidate(O, k + 1, len) - 1;
    }
  }
  // 10. Return accumulator.
  return accumulator;
}

// 23.1.3.29 Array.prototype.some ( callbackfn [ , thisArg ] )
function some(callbackfn, thisArg) {
  // 1. Let O be ? ToObject(this value).
  const O = $ToObject(this);
  // 2. Let len be ? LengthOfArrayLike(O).
  const len = $ToLength(O.length);
  // 3. If IsCallable(callbackfn) is false, throw a TypeError exception.
  if (typeof callbackfn !== "function") $ThrowNotCallable(callbackfn);
  // The loop leaves with `break`: a trace does not follow a return from its loop's frame.
  let result = false;
  // 4-5. Repeat, while k < len,
  for (let k = 0; k < len; k++) {
    // b-c. If ? HasProperty(O, Pk), then
    if (k in O) {
      // i-iii. If ToBoolean(? Call(callbackfn, thisArg, « ? Get(O, Pk), 𝔽(k), O »)) is
      // true, return true.
      if ($Call(callbackfn, thisArg, O[k], k, O)) {
        result = true;
        break;
      }
    } else {
      k = $NextCandidate(O, k + 1, len) - 1;
    }
  }
  // 6. Return false.
  return result;
}

// 23.1.3.6 Array.prototype.every ( callbackfn [ , thisArg ] )
function every(callbackfn, thisArg) {
  // 1. Let O be ? ToObject(this value).
  const O = $ToObject(this);
  // 2. Let len be ? LengthOfArrayLike(O).
  const len = $ToLength(O.length);
  // 3. If IsCallable(callbackfn) is false, throw a TypeError exception.
  if (typeof callbackfn !== "function") $ThrowNotCallable(callbackfn);
  let result = true;
  // 4-5. Repeat, while k < len,
  for (let k = 0; k < len; k++) {
    // b-c. If ? HasProperty(O, Pk), then
    if (k in O) {
      // i-iii. If ToBoolean(? Call(callbackfn, thisArg, « ? Get(O, Pk), 𝔽(k), O »)) is
      // false, return false.
      if (!$Call(callbackfn, thisArg, O[k], k, O)) {
        result = false;
        break;
      }
    } else {
      k = $NextCandidate(O, k + 1, len) - 1;
    }
  }
  // 6. Return true.
  return result;
}

// 23.1.3.9 Array.prototype.find ( predicate [ , thisArg ] )
// Holes are visited (as undefined): FindViaPredicate reads every index.
function find(predicate, thisArg) {
  // 1. Let O be ? ToObject(this value).
  const O = $ToObject(this);
  // 2. Let len be ? LengthOfArrayLike(O).
  const len = $ToLength(O.length);
  // 3. FindViaPredicate: if IsCallable(predicate) is false, throw a TypeError exception.
  if (typeof predicate !== "function") $ThrowNotCallable(predicate);
  let result = undefined;
  for (let k = 0; k < len; k++) {
    // b-c. Let kValue be ? Get(O, Pk).
    const kValue = O[k];
    // d-e. If ToBoolean(? Call(predicate, thisArg, « kValue, 𝔽(k), O »)) is true,
    // return the record of k and kValue.
    if ($Call(predicate, thisArg, kValue, k, O)) {
      result = kValue;
      break;
    }
  }
  // 4. Return findRec.[[Value]].
  return result;
}

// 23.1.3.10 Array.prototype.findIndex ( predicate [ , thisArg ] )
function findIndex(predicate, thisArg) {
  // 1. Let O be ? ToObject(this value).
  const O = $ToObject(this);
  // 2. Let len be ? LengthOfArrayLike(O).
  const len = $ToLength(O.length);
  // 3. FindViaPredicate: if IsCallable(predicate) is false, throw a TypeError exception.
  if (typeof predicate !== "function") $ThrowNotCallable(predicate);
  let result = -1;
  for (let k = 0; k < len; k++) {
    // d-e. If ToBoolean(? Call(predicate, thisArg, « ? Get(O, Pk), 𝔽(k), O »)) is true,
    // return the record of k.
    if ($Call(predicate, thisArg, O[k], k, O)) {
      result = k;
      break;
    }
  }
  // 4. Return findRec.[[Index]].
  return result;
}
