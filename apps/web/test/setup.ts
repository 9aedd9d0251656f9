// Pages, overlays and dialogs load as chunks of their own (dynamic imports), which jsdom runs
// through Vite's transform the first time: on a busy machine that can take longer than Testing
// Library's default second, so its find and waitFor calls wait up to ten.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 10_000 });
