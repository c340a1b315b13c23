import { configure } from '@testing-library/react';

// Several engineers build on two shared cores: antd screens can take seconds to settle under that
// load, so waiting is allowed longer than the 1 s default before a test calls it a failure.
configure({ asyncUtilTimeout: 5000 });
