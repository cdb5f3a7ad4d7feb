// Array.fromAsync, self-hosted: the specification writes it as an Abstract Closure run by
// AsyncFunctionStart, which is what an async function is, so each Await below is the
// specification's Await (vm/src/runtime/self_hosted.rs for what `$Name(...)` means and
// what this code may not do). Installed with `length` 1 by builtins/src/array.rs.
"use strict";

// 23.1.2.2 Array.fromAsync ( asyncItems [ , mapper [ , thisArg ] ] ) (ES2026)
async function fromAsync(asyncItems, mapper, thisArg) {
  // 1. Let C be the this value.
  const C = this;
  // 3.a-b. If mapper is undefined, let mapping be false; else, if IsCallable(mapper) is
  //        false, throw a TypeError exception, and let mapping be true.
  const mapping = mapper !== undefined;
  if (mapping && typeof mapper !== "function") $ThrowNotCallable(mapper);
  // c. Let usingAsyncIterator be ? GetMethod(asyncItems, @@asyncIterator).
  const usingAsyncIterator = $GetAsyncIteratorMethod(asyncItems);
  // d. If usingAsyncIterator is undefined, let usingSyncIterator be
  //    ? GetMethod(asyncItems, @@iterator).
  const usingSyncIterator = usingAsyncIterator === undefined ? $GetIteratorMethod(asyncItems) : undefined;
  // e-g. Let iteratorRecord be the async iterator, or the sync one wrapped by
  //      CreateAsyncFromSyncIterator.
  if (usingAsyncIterator !== undefined || usingSyncIterator !== undefined) {
    const method = usingAsyncIterator !== undefined ? usingAsyncIterator : usingSyncIterator;
    // GetIteratorFromMethod: the iterator must be an Object; then its `next`.
    let iterator = $Call(method, asyncItems);
    if (!((typeof iterator === "object" && iterator !== null) || typeof iterator === "function"))
      $ThrowTypeError("Result of the Symbol.asyncIterator or Symbol.iterator method is not an object");
    let nextMethod = iterator.next;
    if (usingAsyncIterator === undefined) {
      const wrapped = $CreateAsyncFromSyncIterator(iterator, nextMethod);
      iterator = wrapped[0];
      nextMethod = wrapped[1];
    }
    // h.i-ii. If IsConstructor(C), let A be ? Construct(C); else ! ArrayCreate(0).
    const A = $IsConstructor(C) ? new C() : $ArrayCreate(0);
    // iii-iv. Let k be 0; repeat,
    for (let k = 0; ; k++) {
      // Whether an error now closes the iterator (AsyncIteratorClose and
      // IfAbruptCloseAsyncIterator); one from the iterator itself does not.
      let closeOnError = true;
      try {
        // 1. If k ≥ 2^53 - 1, close the iterator with a TypeError.
        if (k >= 9007199254740991) $ThrowTypeError("Array.fromAsync: more than 2^53 - 1 elements");
        closeOnError = false;
        // 3-4. Let nextResult be ? Await(? Call(iteratorRecord.[[NextMethod]],
        //      iteratorRecord.[[Iterator]])).
        const nextResult = await $Call(nextMethod, iterator);
        // 5. If nextResult is not an Object, throw a TypeError exception.
        if (!((typeof nextResult === "object" && nextResult !== null) || typeof nextResult === "function"))
          $ThrowTypeError("Iterator result is not an object");
        // 6-7. If ? IteratorComplete(nextResult) is true, perform ? Set(A, "length",
        //      𝔽(k), true) and return A.
        if (nextResult.done) {
          A.length = k;
          return A;
        }
        // 8. Let nextValue be ? IteratorValue(nextResult).
        const nextValue = nextResult.value;
        closeOnError = true;
        // 9-10. If mapping is true, let mappedValue be Await(Call(mapper, thisArg,
        //       « nextValue, 𝔽(k) »)); else nextValue.
        const mappedValue = mapping ? await $Call(mapper, thisArg, nextValue, k) : nextValue;
        // 11. Perform CreateDataPropertyOrThrow(A, Pk, mappedValue).
        $CreateDataProperty(A, k, mappedValue);
      } catch (error) {
        // 7.4.12 AsyncIteratorClose ( iteratorRecord, completion ) for a throw completion:
        // the error is rethrown whatever `return` does, once its result is awaited.
        if (closeOnError) {
          try {
            // 3-4. Let innerResult be Completion(GetMethod(iterator, "return")).
            const returnMethod = iterator.return;
            // 5. If it is not undefined, Call it and Await the result.
            if (returnMethod !== undefined && returnMethod !== null) {
              if (typeof returnMethod !== "function") $ThrowNotCallable(returnMethod);
              await $Call(returnMethod, iterator);
            }
          } catch (ignored) {
            // 6. If completion is a throw completion, return ? completion.
          }
        }
        throw error;
      }
    }
  }
  // i. Else: asyncItems is neither an AsyncIterable nor an Iterable, so an array-like.
  // ii. Let arrayLike be ! ToObject(asyncItems).
  const arrayLike = $ToObject(asyncItems);
  // iii. Let len be ? LengthOfArrayLike(arrayLike).
  const len = $ToLength(arrayLike.length);
  // iv-v. If IsConstructor(C), let A be ? Construct(C, « 𝔽(len) »); else ? ArrayCreate(len).
  const A = $IsConstructor(C) ? new C(len) : $ArrayCreate(len);
  // vi-vii. Let k be 0; repeat, while k < len,
  for (let k = 0; k < len; k++) {
    // 2-3. Let kValue be ? Await(? Get(arrayLike, Pk)).
    const kValue = await arrayLike[k];
    // 4-5. If mapping is true, let mappedValue be ? Await(? Call(mapper, thisArg,
    //      « kValue, 𝔽(k) »)); else kValue.
    const mappedValue = mapping ? await $Call(mapper, thisArg, kValue, k) : kValue;
    // 6. Perform ? CreateDataPropertyOrThrow(A, Pk, mappedValue).
    $CreateDataProperty(A, k, mappedValue);
  }
  // viii. Perform ? Set(A, "length", 𝔽(len), true).
  A.length = len;
  // ix. Return A.
  return A;
}
