function fail() { throw { code: 7 }; }
fail();
