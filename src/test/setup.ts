import '@testing-library/jest-dom/vitest';
// Errors reach components worded (the transport awaits the wording on its error path); a test's own
// `new ApiError({ code })` stands for one of them, so the wording is in place from the start.
import '../api/errorWording';
