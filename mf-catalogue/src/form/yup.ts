// The one yup this remote's forms use: with the catalogue's messages (§5) as its locale, so no
// rule ever words itself (yup's own `matches` message quotes the regex). Import yup from here.
import * as yup from 'yup';
import { formLocale } from '@shop/shared/form';

yup.setLocale(formLocale());

export { yup };
