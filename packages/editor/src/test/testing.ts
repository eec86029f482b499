// Test-only helpers shared with other workspaces' tests (`@lienzo/editor/testing`); never imported by app code.
export { testBadgeObject } from './testBadgeObject';
