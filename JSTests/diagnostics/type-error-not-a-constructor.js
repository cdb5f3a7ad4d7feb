const handlers = [() => {}];
new handlers[0]();
