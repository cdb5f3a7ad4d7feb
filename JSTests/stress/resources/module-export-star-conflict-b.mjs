export const shared = "from b";
export const onlyB = "b";
