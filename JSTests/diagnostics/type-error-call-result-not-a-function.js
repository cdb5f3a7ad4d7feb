function makeHandler() {
    return undefined;
}
makeHandler()("event");
