// A class: the constructor, methods with home objects, a private field initializer.
class Point {
    #x = 0;
    constructor(x) { this.#x = x; }
    get x() { return this.#x; }
    static origin() { return new Point(0); }
}
Point.origin;
