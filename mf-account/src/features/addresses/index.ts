// What other account tabs read of the member's addresses (lint: a feature reaches another through
// its top-level files, never its api/ or components/).
export { listAddresses } from './api/list-addresses';
