// An anonymous default class gets the name "default".
export default class {
    hello() { return "hello from default class"; }
}
