import { configure } from '@testing-library/dom';

// findBy… and waitFor wait up to 5 s instead of 1 s: screens that load and walk the real flow files need more
// than a second when the two cores are busy, and a wait that succeeds returns as soon as it does.
configure({ asyncUtilTimeout: 5_000 });
