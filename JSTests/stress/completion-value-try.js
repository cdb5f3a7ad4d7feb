function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Completion values of try statements observed through eval.
shouldBe(eval("1; try { 2; } catch (e) { 3; }"), 2);
shouldBe(eval("1; try { throw 0; } catch (e) { 3; }"), 3);
shouldBe(eval("1; try { 2; } finally { 3; }"), 2);
shouldBe(eval("1; try { throw 0; } catch (e) { 3; } finally { 4; }"), 3);
shouldBe(eval("1; try { } catch (e) { 3; }"), undefined);
shouldBe(eval("1; try { 2; } catch (e) { } finally { }"), 2);
shouldBe(eval("1; try { throw 0; } catch (e) { }"), undefined);
shouldBe(eval("1; try { } finally { 3; }"), undefined);
shouldBe(eval("1; do { try { 2; break; } finally { 3; } } while (false)"), 2);
shouldBe(eval("1; lbl: try { 2; break lbl; } finally { }"), 2);
shouldBe(eval("1; lbl: try { 2; } finally { 3; break lbl; }"), 3);
