// A reason that was never thrown is placed where the promise was rejected.
function give() {
    return Promise.reject(404);
}
give();
