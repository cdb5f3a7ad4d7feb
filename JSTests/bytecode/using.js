// A block with `using` declarations is a finally-like region: the resource list is made
// first, each declaration adds its value, and every exit runs DisposeResources before the
// finally dispatch (here: falling off the end, the return, and a throw).
function scoped(resource) {
    {
        using r = resource;
        if (r === null) return 1;
    }
    return 2;
}
scoped(null);
