export { formLocale } from './form-messages';
export { CheckboxField, FormError, PasswordField, SelectField, TextField, type FieldErrorLike, type Registration } from './fields';
