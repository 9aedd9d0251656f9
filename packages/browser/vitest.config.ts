import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'browser', include: ['test/**/*.test.{ts,tsx}'], environment: 'jsdom' } });
