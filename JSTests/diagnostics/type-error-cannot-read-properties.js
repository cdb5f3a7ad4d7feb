const config = { server: undefined };
print(config.server.port);
