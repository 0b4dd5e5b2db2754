import { configure } from "@testing-library/react";

// The web tests share two cores with the service and end-to-end suites (and, in CI, a running
// container topology), so a lazy chunk or an Apollo round trip can take longer than Testing
// Library's 1 s default to settle. A longer wait only costs time when a test is failing anyway.
configure({ asyncUtilTimeout: 5_000 });
