"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
var test_1 = require("@playwright/test");
var chromium_1 = require("./fixtures/chromium");
// End-to-end tests: a real server (global-setup starts it on a free port with a temporary
// DATA_DIR and the embedded database) driven through Debian's Chromium.
exports.default = (0, test_1.defineConfig)({
    testDir: './tests',
    outputDir: './artifacts/test-output',
    globalSetup: './fixtures/global-setup.ts',
    fullyParallel: false,
    workers: 1,
    retries: 0,
    timeout: 60000,
    expect: { timeout: 15000 },
    reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
    use: {
        screenshot: 'on',
        trace: 'retain-on-failure',
        launchOptions: {
            executablePath: (0, chromium_1.chromiumPath)(),
            args: [
                '--headless',
                '--no-sandbox',
                '--disable-gpu',
                '--disable-background-networking',
                '--disable-component-update',
                '--disable-sync',
                '--no-first-run',
            ],
        },
    },
});
