// What other catalogue features use of enquiries (lint: a feature reaches another through its
// top-level files). The product page loads this file lazily for the price-request dialog: keep its
// run-time exports to the dialog, so that chunk stays small.
export { PriceRequestDialog } from './components/PriceRequestDialog';
