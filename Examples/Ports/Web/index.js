// The folder's entry point: since Node 21, `node --test DIR` runs DIR itself as a module, so
// this imports every test file (the browser test, browser.e2e.js, is run by name).

import "./physics.test.js";
import "./completions.test.js";
import "./traces.test.js";
import "./planted.test.js";
