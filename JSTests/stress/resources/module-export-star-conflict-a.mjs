export const shared = "from a";
export const onlyA = "a";
