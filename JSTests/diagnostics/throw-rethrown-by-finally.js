// A value a finally block passes on keeps the site it was thrown at.
function work() {
    try {
        throw "first";
    } finally {
        print("cleaning up");
    }
}
work();
