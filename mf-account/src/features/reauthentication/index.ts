// What other account tabs use of reauthentication besides the hook (lint: a feature reaches another
// through its top-level files).
export { reauthenticate } from './api/reauthenticate';
