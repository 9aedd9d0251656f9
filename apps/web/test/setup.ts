// Pages, overlays and dialogs load as chunks of their own (dynamic imports), which jsdom runs
// through Vite's transform the first time: on a busy machine that can take longer than Testing
// Library's default second, so its find and waitFor calls wait up to ten.
import { configure } from '@testing-library/dom';
// The renderer first (Preact's React-compatible layer, vitest.config.ts), then the hook that makes
// it behave as React DOM, in the app's order (src/main.tsx).
import 'react';
import { matchReactDom } from '../src/lib/react-parity';

configure({ asyncUtilTimeout: 10_000 });
// Not in the files that run under Node (the build's tests): they render nothing.
if (typeof document !== 'undefined') matchReactDom();
