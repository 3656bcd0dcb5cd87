// Errors reach components worded (the transport awaits the wording on its error path); a test's own
// `new ApiError({ code })` stands for one of them, so the wording is in place from the start.
import '../api/errors/errorWording';

// The DOM matchers (toBeInTheDocument, toHaveValue…) are for the tests that run in jsdom; a test in
// Node has no element to match, and need not load them.
if (typeof document !== 'undefined') await import('@testing-library/jest-dom/vitest');
