// A module namespace with exports of several kinds.
export const list = [1, 2];
export function named() {}
export let counter = 1;
export default class {}
